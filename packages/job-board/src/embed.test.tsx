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
    // The application section's heading comes with its lazily loaded code.
    await screen.findByRole('heading', { level: 4, name: 'Apply for this Position' }, { timeout: 10_000 });
    expect(outline()).toEqual([
      'h3 Machine Learning Engineer',
      'h4 Overview',
      'h4 Responsibilities',
      'h4 Requirements',
      'h4 Benefits',
      'h4 About Joognoo',
      'h4 Equal Opportunity Employer',
      'h4 Interested in this role?',
      'h4 Apply for this Position',
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

  it('given department, location and employment-type, it asks the API for those jobs only (empty ones not sent) and follows changes', async () => {
    const fetch = stubFetch({ '/api/jobs': [jobs[1]] });
    const element = document.createElement(JOB_BOARD_TAG);
    element.setAttribute('api-base', 'https://www.joognoo.com');
    element.setAttribute('department', 'Engineering');
    element.setAttribute('location', 'remote');
    element.setAttribute('employment-type', '');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Machine Learning Engineer'));
    const urls = () => fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls()).toEqual(['https://www.joognoo.com/api/jobs?department=Engineering&location=remote']);

    element.setAttribute('employment-type', 'Full-time');
    await waitFor(() => expect(urls()).toHaveLength(2));
    expect(urls()[1]).toBe('https://www.joognoo.com/api/jobs?department=Engineering&location=remote&employmentType=Full-time');
    // The public read sends no cookies.
    expect((fetch.mock.calls[0]![0] as Request).credentials).toBe('same-origin');
  });

  const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];

  it("adds one JobPosting JSON-LD script (with the element's nonce) to the page's head, updates it on reload and removes it when the element leaves", async () => {
    const fetch = stubFetch({ '/api/jobs': jobs });
    const element = document.createElement(JOB_BOARD_TAG);
    element.setAttribute('api-base', 'https://www.joognoo.com');
    element.setAttribute('view-details-href', 'https://partner.example/jobs/{slug}#top');
    element.setAttribute('nonce', 'n0nce');
    document.body.append(element);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const script = scripts()[0]!;
    expect(script.getAttribute('nonce')).toBe('n0nce');
    const data = JSON.parse(script.textContent!) as { '@context': string; '@graph': Array<Record<string, unknown>> };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph']).toHaveLength(2);
    expect(data['@graph'][1]).toMatchObject({
      '@type': 'JobPosting',
      title: 'Machine Learning Engineer',
      datePosted: '2025-10-02T02:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Joognoo', sameAs: 'https://www.joognoo.com/' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Singapore', addressCountry: 'Singapore' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'SGD', value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 160000, unitText: 'YEAR' } },
      directApply: false,
      url: 'https://partner.example/jobs/ml-engineer',
    });
    expect(data['@graph'][1]!.description).toContain('<p>Build the web applications enterprise customers use every day.</p>');

    // A reload with other jobs (here: a filter) rewrites the one script.
    fetch.mockImplementation(async () =>
      new Response(JSON.stringify([makeJob({ id: 3, slug: 'remote-sre', title: 'Remote SRE', salaryMin: null, salaryMax: null, location: { city: 'Bangalore', state: null, country: 'India', isRemote: true } })]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    element.setAttribute('location', 'remote');
    await waitFor(() => expect(scripts()[0]?.textContent).toContain('Remote SRE'));
    expect(scripts()).toHaveLength(1);
    const single = JSON.parse(scripts()[0]!.textContent!) as Record<string, unknown>;
    expect(single).toMatchObject({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Remote SRE', jobLocationType: 'TELECOMMUTE' });
    expect(single).not.toHaveProperty('baseSalary');
    expect(single).not.toHaveProperty('jobLocation');

    element.remove();
    await waitFor(() => expect(scripts()).toHaveLength(0));
  });

  it("given job, the element's script is that job's JobPosting with the page's address as url", async () => {
    stubFetch({ '/api/jobs/slug/ml-engineer': jobs[1] });
    window.history.replaceState(null, '', '/careers/ml?ref=1#apply');
    const element = document.createElement(JOB_BOARD_TAG);
    element.setAttribute('api-base', 'https://www.joognoo.com');
    element.setAttribute('job', 'ml-engineer');
    document.body.append(element);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(JSON.parse(scripts()[0]!.textContent!)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Machine Learning Engineer',
      url: `${window.location.origin}/careers/ml?ref=1`,
    });
    expect(scripts()[0]!.hasAttribute('nonce')).toBe(false);
  });

  it('rendered by React, it adds no JSON-LD unless asked with jsonLd', async () => {
    stubFetch({ '/api/jobs': jobs });
    const { rerender } = render(<JobBoardWidget apiBase="https://www.joognoo.com" />);
    await screen.findByRole('link', { name: 'View Details: Machine Learning Engineer' });
    expect(scripts()).toHaveLength(0);
    rerender(<JobBoardWidget apiBase="https://www.joognoo.com" jsonLd nonce="abc" />);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]!.getAttribute('nonce')).toBe('abc');
  });
});
