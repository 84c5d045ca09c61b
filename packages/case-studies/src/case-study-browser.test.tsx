import { describe, expect, it, vi } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseStudyBrowser } from './case-study-browser';
import type { CaseStudiesClient } from './client';
import { DEFAULT_FILTERS } from './filters';
import { makeCaseStudy } from './fixtures';
import { MORE_USE_CASES, PRIMARY_USE_CASES } from './content';

const lumora = makeCaseStudy({
  id: 1,
  slug: 'lumora',
  title: 'Lumora Group Unifies ESG, AI Governance and Talent',
  company: 'Lumora Group',
  accelerators: ['Green', 'AI', 'Hire'],
  featured: true,
});
const meridian = makeCaseStudy({ id: 2, slug: 'meridian', title: 'Meridian Cuts Carbon Accounting Time', company: 'Meridian Freight', accelerators: ['Green'] });
const harbourline = makeCaseStudy({ id: 3, slug: 'harbourline', title: 'Harbourline Bank AI Portfolio', company: 'Harbourline Bank', accelerators: ['AI'] });
const all = [lumora, meridian, harbourline];

const stubClient = (overrides: Partial<CaseStudiesClient> = {}): CaseStudiesClient => ({
  getCaseStudies: vi.fn(async () => all),
  getFeaturedCaseStudies: vi.fn(async () => [lumora]),
  getCaseStudy: vi.fn(async () => lumora),
  ...overrides,
});

/** Every heading of the page as `h<level> <text>`, in document order. */
const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe('CaseStudyBrowser', () => {
  it('given initial data, shows the featured story large and the others in the grid, linking to the detail', () => {
    render(<CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeTruthy();
    const featured = screen.getByTestId('featured-case-study');
    expect(within(featured).getByText(lumora.title)).toBeTruthy();
    const cards = screen.getAllByTestId('case-study-card');
    expect(cards.map((c) => c.getAttribute('data-slug'))).toEqual(['meridian', 'harbourline']);
    expect(screen.getByRole('link', { name: meridian.title }).getAttribute('href')).toBe('/case-studies/meridian');
    expect(screen.getAllByText('September 2025').length).toBe(3);
  });

  it('given headingLevel 2, the title is an h2, the sections h3 and every card title h4', () => {
    render(<CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} headingLevel={2} />);
    expect(outline()).toEqual([
      'h2 Case Studies',
      'h3 Featured Case Study',
      `h4 ${lumora.title}`,
      'h3 All Case Studies',
      `h4 ${meridian.title}`,
      `h4 ${harbourline.title}`,
      'h3 Case Studies by Use Case',
      ...PRIMARY_USE_CASES.map((card) => `h4 ${card.title}`),
      'h3 More Use Cases',
      ...MORE_USE_CASES.map((card) => `h4 ${card.title}`),
      'h3 Ready to Get Started?',
    ]);
  });

  it('without headingLevel, the title is the h1, sections h2 and card titles h3', () => {
    render(<CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} />);
    const headings = outline();
    expect(headings.filter((h) => h.startsWith('h1 '))).toEqual(['h1 Case Studies']);
    expect(headings).toContain('h2 All Case Studies');
    expect(headings).toContain(`h3 ${meridian.title}`);
    expect(headings).toContain(`h3 ${MORE_USE_CASES[0]!.title}`);
    expect(headings).toContain('h2 Ready to Get Started?');
  });

  it('given headingLevel 3 and filters that match nothing, No case studies found is an h4', () => {
    render(
      <CaseStudyBrowser
        initialData={{ caseStudies: all, featured: [lumora] }}
        filters={{ ...DEFAULT_FILTERS, search: 'nothing matches this' }}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'No case studies found' })).toBeTruthy();
  });

  it('given an empty featured list, features the first list item flagged featured', () => {
    render(<CaseStudyBrowser initialData={{ caseStudies: [meridian, lumora, harbourline], featured: [] }} />);
    expect(within(screen.getByTestId('featured-case-study')).getByText(lumora.title)).toBeTruthy();
    expect(screen.getAllByTestId('case-study-card')).toHaveLength(2);
  });

  it('filters by search text as the user types', async () => {
    const user = userEvent.setup();
    render(<CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'harbour');
    expect(screen.queryByTestId('featured-case-study')).toBeNull();
    expect(screen.getAllByTestId('case-study-card').map((c) => c.getAttribute('data-slug'))).toEqual(['harbourline']);
  });

  it('given filters that match nothing, shows the empty state; Clear filters resets search and both filters', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    render(
      <CaseStudyBrowser
        initialData={{ caseStudies: all, featured: [lumora] }}
        defaultFilters={{ search: 'zzz', useCase: 'recruitment', product: 'Hire' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No case studies found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(DEFAULT_FILTERS);
    expect(screen.getAllByTestId('case-study-card')).toHaveLength(2);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('applies controlled filters (use case and product)', () => {
    const { rerender } = render(
      <CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} filters={{ search: '', useCase: 'carbon', product: 'all' }} />,
    );
    expect(screen.queryByTestId('featured-case-study')).toBeNull();
    expect(screen.getAllByTestId('case-study-card').map((c) => c.getAttribute('data-slug'))).toEqual(['meridian']);
    rerender(<CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} filters={{ search: '', useCase: 'all', product: 'AI' }} />);
    expect(screen.getByTestId('featured-case-study')).toBeTruthy();
    expect(screen.getAllByTestId('case-study-card').map((c) => c.getAttribute('data-slug'))).toEqual(['harbourline']);
  });

  it("use-case cards list up to 3 matching titles or 'Coming soon'", () => {
    render(<CaseStudyBrowser initialData={{ caseStudies: [meridian, harbourline], featured: [] }} />);
    expect(within(screen.getByTestId('use-case-ai-governance')).getByText(harbourline.title)).toBeTruthy();
    expect(within(screen.getByTestId('use-case-sustainability')).getByText('Coming soon')).toBeTruthy();
    expect(within(screen.getByTestId('use-case-recruitment')).getByText('Coming soon')).toBeTruthy();
  });

  it('View All sets the use case, clears search and product, and scrolls to the top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
    const onFiltersChange = vi.fn();
    render(
      <CaseStudyBrowser
        initialData={{ caseStudies: all, featured: [lumora] }}
        defaultFilters={{ search: 'x', product: 'Hire' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'View All: AI Governance' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ search: '', useCase: 'ai-governance', product: 'all' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('Explore sets the use-case filter', async () => {
    const user = userEvent.setup();
    Object.defineProperty(window, 'scrollTo', { value: vi.fn(), configurable: true, writable: true });
    const onFiltersChange = vi.fn();
    render(<CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} onFiltersChange={onFiltersChange} />);
    await user.click(screen.getByRole('button', { name: 'Explore: Carbon Accounting' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, useCase: 'carbon' });
    expect(screen.getAllByTestId('case-study-card').map((c) => c.getAttribute('data-slug'))).toEqual(['meridian']);
  });

  it('has the closing CTA to /contact', () => {
    render(<CaseStudyBrowser initialData={{ caseStudies: all, featured: [lumora] }} />);
    expect(screen.getByRole('link', { name: 'Get Free Pilot' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/contact');
  });

  it('without initial data, shows the loading state, then the fetched lists', async () => {
    const onReady = vi.fn();
    render(<CaseStudyBrowser client={stubClient()} onReady={onReady} />);
    expect(screen.getByText('Loading case studies...')).toBeTruthy();
    expect(await screen.findByTestId('featured-case-study')).toBeTruthy();
    await waitFor(() => expect(onReady).toHaveBeenCalled());
  });

  it('when the list fails, toasts Error / Failed to load case studies. Please try again later.', async () => {
    const client = stubClient({ getCaseStudies: vi.fn(async () => Promise.reject(new Error('500: boom'))) });
    render(<CaseStudyBrowser client={client} />);
    expect(await screen.findByText('Failed to load case studies. Please try again later.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('when the featured list fails, toasts its own message and still shows the list', async () => {
    const client = stubClient({ getFeaturedCaseStudies: vi.fn(async () => Promise.reject(new Error('500: boom'))) });
    render(<CaseStudyBrowser client={client} />);
    expect(await screen.findByText('Failed to load featured case studies. Please try again later.')).toBeTruthy();
    // Fallback: the list item flagged featured.
    expect(within(await screen.findByTestId('featured-case-study')).getByText(lumora.title)).toBeTruthy();
  });
});
