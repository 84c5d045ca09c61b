import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { CASE_STUDIES_TAG } from './embed';
import { makeCaseStudy } from './fixtures';
import { CaseStudiesWidget } from './widget';

const carbon = makeCaseStudy({ id: 1, slug: 'meridian', title: 'Meridian Cuts Carbon Accounting Time', accelerators: ['Green'] });
const ai = makeCaseStudy({ id: 2, slug: 'harbourline', title: 'Harbourline AI Portfolio', accelerators: ['AI'] });

function stubFetch(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url).pathname;
      const found = path in routes;
      return new Response(JSON.stringify(found ? routes[path] : { message: 'Not found' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll(CASE_STUDIES_TAG).forEach((element) => element.remove());
});

describe('case studies embed', () => {
  it('starts with the use-case attribute and links through the case-study-href template', async () => {
    stubFetch({ '/api/case-studies': [carbon, ai], '/api/case-studies/featured': [] });
    render(
      <CaseStudiesWidget apiBase="https://www.joognoo.com" useCase="carbon" caseStudyHref="https://partner.example/stories/{slug}" />,
    );
    const link = await screen.findByRole('link', { name: carbon.title });
    expect(link.getAttribute('href')).toBe('https://partner.example/stories/meridian');
    expect(screen.getAllByTestId('case-study-card').map((c) => c.getAttribute('data-slug'))).toEqual(['meridian']);
  });

  it('given case-study, it shows that case study with images from the API host', async () => {
    stubFetch({ '/api/case-studies/meridian': { ...carbon, coverImage: null } });
    const { container } = render(<CaseStudiesWidget apiBase="https://www.joognoo.com" caseStudy="meridian" />);
    expect(await screen.findByRole('heading', { level: 1, name: carbon.title })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://www.joognoo.com/images/case-studies/default.svg');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('https://www.joognoo.com/contact');
  });

  it('registers <joognoo-case-studies> and renders into its shadow root', async () => {
    stubFetch({ '/api/case-studies': [carbon, ai], '/api/case-studies/featured': [ai] });
    const element = document.createElement(CASE_STUDIES_TAG);
    element.setAttribute('api-base', 'https://www.joognoo.com');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain(carbon.title));
    expect(element.shadowRoot?.querySelector('[data-testid="featured-case-study"]')?.textContent).toContain(ai.title);
  });
});
