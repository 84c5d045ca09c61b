import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseStudyDetail, companyAbout } from './case-study-detail';
import type { CaseStudiesClient } from './client';
import { makeCaseStudy } from './fixtures';

const cs = makeCaseStudy({
  slug: 'meridian',
  title: 'Meridian Freight Cuts Scope 3 Carbon Accounting Time by 85%',
  company: 'Meridian Freight',
  industry: 'Logistics & Transportation',
  excerpt: 'Shipment-level carbon accounting.',
  accelerators: ['Green'],
  tags: ['Carbon Accounting', 'Supply Chain'],
  results: ['85% less time on reporting', 'Won four tenders'],
  readTime: 6,
  publishedAt: '2025-03-18T08:00:00.000Z',
  companyDescription: 'Meridian Freight is an Asia-Pacific freight forwarder.',
  companySize: '2,300 employees',
  location: 'Sydney, Australia',
  challenge: '<p>Spreadsheets everywhere.</p>',
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

/** Every heading of the page as `h<level> <text>`, in document order. */
const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe('CaseStudyDetail', () => {
  it('given initial data, shows every part', () => {
    render(<CaseStudyDetail slug="meridian" initialData={{ caseStudy: cs }} />);
    expect(screen.getByRole('heading', { level: 1, name: cs.title })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Back to Case Studies/ })[0]!.getAttribute('href')).toBe('/case-studies');
    expect(screen.getByText('Logistics & Transportation')).toBeTruthy();
    expect(screen.getByText('Green')).toBeTruthy();
    expect(screen.getByText('March 18, 2025')).toBeTruthy();
    expect(screen.getByText('6 min read')).toBeTruthy();
    for (const heading of ['The Challenge', 'Our Solution', 'Results & Impact', 'Key Outcomes', 'About Meridian Freight', 'Tags']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Spreadsheets everywhere.')).toBeTruthy();
    expect(screen.getByText('85% less time on reporting')).toBeTruthy();
    expect(screen.getByText('Meridian Freight is an Asia-Pacific freight forwarder.')).toBeTruthy();
    expect(screen.getByText('2,300 employees')).toBeTruthy();
    expect(screen.getByText('Sydney, Australia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByText('Supply Chain')).toBeTruthy();
  });

  it("given headingLevel 2, the title is an h2 and its sections and side cards h3", () => {
    render(<CaseStudyDetail slug="meridian" initialData={{ caseStudy: cs }} headingLevel={2} />);
    expect(outline()).toEqual([
      `h2 ${cs.title}`,
      'h3 The Challenge',
      'h3 Our Solution',
      'h3 Results & Impact',
      'h3 Key Outcomes',
      'h3 About Meridian Freight',
      'h3 Want results like these?',
      'h3 Tags',
    ]);
  });

  it('without headingLevel, the title is the h1; given headingLevel 3 and no case study, Case Study Not Found is an h3', () => {
    const { unmount } = render(<CaseStudyDetail slug="meridian" initialData={{ caseStudy: cs }} />);
    expect(outline().slice(0, 2)).toEqual([`h1 ${cs.title}`, 'h2 The Challenge']);
    unmount();
    render(<CaseStudyDetail slug="missing" initialData={{ caseStudy: null }} headingLevel={3} />);
    expect(outline()).toEqual(['h3 Case Study Not Found']);
  });

  it('without cover, read time, description, size or location, uses the defaults and hides the rest', () => {
    const bare = { ...cs, coverImage: null, readTime: null, companyDescription: null, companySize: null, location: null };
    const { container } = render(<CaseStudyDetail slug="meridian" initialData={{ caseStudy: bare }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/case-studies/default.svg');
    expect(screen.queryByText(/min read/)).toBeNull();
    expect(screen.getByText('Meridian Freight is an industry leader in Logistics & Transportation.')).toBeTruthy();
    expect(screen.queryByText('Company size')).toBeNull();
  });

  it('companyAbout falls back to the industry sentence', () => {
    expect(companyAbout({ company: 'Acme', industry: 'Retail', companyDescription: '  ' })).toBe('Acme is an industry leader in Retail.');
  });

  it('Share Case Study uses the device share function with title, excerpt and address', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<CaseStudyDetail slug="meridian" initialData={{ caseStudy: cs }} url="https://www.joognoo.com/case-studies/meridian" />);
    await user.click(screen.getByRole('button', { name: 'Share Case Study' }));
    expect(share).toHaveBeenCalledWith({
      title: cs.title,
      text: cs.excerpt,
      url: 'https://www.joognoo.com/case-studies/meridian',
    });
  });

  it('uses the fallback share texts when title or excerpt are empty', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<CaseStudyDetail slug="meridian" initialData={{ caseStudy: { ...cs, title: '', excerpt: '' } }} url="https://x.test/a" />);
    await user.click(screen.getByRole('button', { name: 'Share Case Study' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Joognoo Case Study',
      text: 'Check out this case study from Joognoo',
      url: 'https://x.test/a',
    });
  });

  it('without a share function, copies the address and toasts Link copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CaseStudyDetail slug="meridian" initialData={{ caseStudy: cs }} url="https://www.joognoo.com/case-studies/meridian" />);
    await user.click(screen.getByRole('button', { name: 'Share Case Study' }));
    expect(writeText).toHaveBeenCalledWith('https://www.joognoo.com/case-studies/meridian');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(screen.getByText('Case study link copied to clipboard')).toBeTruthy();
  });

  it('given a missing case study, shows the not-found view with a back button', () => {
    render(<CaseStudyDetail slug="gone" initialData={{ caseStudy: null }} />);
    expect(screen.getByRole('heading', { name: 'Case Study Not Found' })).toBeTruthy();
    expect(screen.getByText("The case study you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Case Studies' }).getAttribute('href')).toBe('/case-studies');
  });

  it('when loading fails, toasts the error and shows the not-found view', async () => {
    const client: CaseStudiesClient = {
      getCaseStudies: vi.fn(),
      getFeaturedCaseStudies: vi.fn(),
      getCaseStudy: vi.fn(async () => Promise.reject(Object.assign(new Error('404: Not found'), { status: 404 }))),
    };
    render(<CaseStudyDetail slug="gone" client={client} />);
    expect(await screen.findByRole('heading', { name: 'Case Study Not Found' })).toBeTruthy();
    expect(screen.getByText('Failed to load case study. Please try again later.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(client.getCaseStudy).toHaveBeenCalledWith('gone');
  });
});
