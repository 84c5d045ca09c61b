import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { makeJob } from './fixtures';
import { JobBoardWidget } from './widget';
import { JOB_BOARD_TAG } from './embed';

const jobs = [makeJob(), makeJob({ id: 2, slug: 'ml-engineer', title: 'Machine Learning Engineer' })];

function stubFetch(routes: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url).pathname;
    if (path in routes) {
      return new Response(JSON.stringify(routes[path]), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('joognoo-job-board').forEach((element) => element.remove());
});

/** Every heading of the page as `h<level> <text>`, in document order. */
const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe('job board embed', () => {
  it('given view-details-href and apply-href templates, links go to the partner pages', async () => {
    stubFetch({ '/api/jobs': jobs });
    render(
      <JobBoardWidget apiBase="https://www.joognoo.com" viewDetailsHref="https://partner.example/jobs/{slug}" />,
    );
    const link = await screen.findByRole('link', { name: 'View Details: Machine Learning Engineer' });
    expect(link.getAttribute('href')).toBe('https://partner.example/jobs/ml-engineer');
  });

  it('without templates, links go to our careers pages on the API host', async () => {
    stubFetch({ '/api/jobs': jobs });
    render(<JobBoardWidget apiBase="https://www.joognoo.com" />);
    const link = await screen.findByRole('link', { name: 'View Details: Machine Learning Engineer' });
    expect(link.getAttribute('href')).toBe('https://www.joognoo.com/careers/ml-engineer');
  });

  it('without headingLevel, the list heading is an h2 and a job title an h1; given 3, both are h3 with h4 below', async () => {
    stubFetch({ '/api/jobs': jobs, '/api/jobs/slug/ml-engineer': jobs[1] });
    const { rerender } = render(<JobBoardWidget apiBase="https://www.joognoo.com" />);
    await screen.findByRole('heading', { name: 'Machine Learning Engineer' });
    expect(outline()).toEqual(['h2 Current Openings', `h3 ${jobs[0]!.title}`, 'h3 Machine Learning Engineer']);
    rerender(<JobBoardWidget apiBase="https://www.joognoo.com" headingLevel={3} />);
    expect(outline()).toEqual(['h3 Current Openings', `h4 ${jobs[0]!.title}`, 'h4 Machine Learning Engineer']);

    rerender(<JobBoardWidget apiBase="https://www.joognoo.com" job="ml-engineer" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine Learning Engineer' })).toBeTruthy();
    rerender(<JobBoardWidget apiBase="https://www.joognoo.com" job="ml-engineer" headingLevel={3} />);
    expect(outline()).toEqual([
      'h3 Machine Learning Engineer',
      'h4 Overview',
      'h4 Responsibilities',
      'h4 Requirements',
      'h4 Benefits',
      'h4 About Joognoo',
      'h4 Equal Opportunity Employer',
      'h4 Interested in this role?',
    ]);
  });

  it('given job, it shows that job with Apply to apply-href', async () => {
    const fetch = stubFetch({ '/api/jobs/slug/ml-engineer': jobs[1] });
    render(<JobBoardWidget apiBase="https://www.joognoo.com" job="ml-engineer" applyHref="https://partner.example/apply?job={slug}" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine Learning Engineer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('https://partner.example/apply?job=ml-engineer');
    expect(String(fetch.mock.calls[0]?.[0] instanceof Request ? fetch.mock.calls[0][0].url : fetch.mock.calls[0]?.[0])).toContain(
      '/api/jobs/slug/ml-engineer',
    );
  });

  it('registers <joognoo-job-board>, renders into its shadow root and fires joognoo:ready', async () => {
    stubFetch({ '/api/jobs': jobs });
    expect(customElements.get(JOB_BOARD_TAG)).toBeDefined();
    const element = document.createElement(JOB_BOARD_TAG);
    element.setAttribute('api-base', 'https://www.joognoo.com');
    element.setAttribute('view-details-href', 'https://partner.example/jobs/{slug}');
    const ready = vi.fn();
    document.body.addEventListener('joognoo:ready', ready);
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Machine Learning Engineer'));
    const link = element.shadowRoot?.querySelector('a[href="https://partner.example/jobs/ml-engineer"]');
    expect(link).not.toBeNull();
    await waitFor(() => expect(ready).toHaveBeenCalled());
  });
});
