import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogList, type BlogListData } from './blog-list';
import type { BlogClient } from './client';
import { categories, makePost } from './fixtures';

const featured = [
  makePost({ id: 1, title: 'Featured one', featured: true }),
  makePost({ id: 2, title: 'Featured two', featured: true }),
  makePost({ id: 3, title: 'Featured three', featured: true }),
];
const recent = [
  makePost({ id: 4, title: 'Recent one' }),
  makePost({ id: 5, title: 'Recent two', categoryId: 2 }),
];
const data: BlogListData = { categories, featured, recent };

/** Every heading of the page as `h<level> <text>`, in document order. */
const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

function stubClient(overrides: Partial<BlogClient> = {}): BlogClient {
  return {
    getBlogCategories: vi.fn(async () => categories),
    getFeaturedPosts: vi.fn(async () => featured),
    getRecentPosts: vi.fn(async () => recent),
    getCategoryPosts: vi.fn(async (id: number) => [makePost({ id: 50 + id, title: `In category ${id}`, categoryId: id })]),
    getPost: vi.fn(async () => featured[0]!),
    ...overrides,
  };
}

describe('BlogList', () => {
  it('given initial data, it shows the title, the first 2 featured and the recent articles at once', () => {
    render(<BlogList initialData={data} />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Industry Insights' })).toBeTruthy();
    const featuredSection = screen.getByRole('region', { name: 'Featured Articles' });
    expect(within(featuredSection).getAllByTestId('post-card')).toHaveLength(2);
    expect(within(featuredSection).queryByText('Featured three')).toBeNull();
    expect(within(featuredSection).getAllByText('Read Article')).toHaveLength(2);
    const recentSection = screen.getByRole('region', { name: 'Recent Articles' });
    expect(within(recentSection).getAllByText('Read More')).toHaveLength(2);
    expect(screen.getAllByText('Jan 5, 2025').length).toBeGreaterThan(0);
    expect(screen.getAllByText('5 min read').length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading blog content...')).toBeNull();
  });

  it('given headingLevel 2, the title is an h2, the sections h3 and article titles h4', () => {
    render(<BlogList initialData={data} client={stubClient()} headingLevel={2} />);
    expect(outline()).toEqual([
      'h2 AI Industry Insights',
      'h3 Featured Articles',
      'h4 Featured one',
      'h4 Featured two',
      'h3 Recent Articles',
      'h4 Recent one',
      'h4 Recent two',
    ]);
  });

  it('without headingLevel, the title is the h1, sections h2 and article titles h3', () => {
    render(<BlogList initialData={data} client={stubClient()} />);
    expect(outline()).toEqual([
      'h1 AI Industry Insights',
      'h2 Featured Articles',
      'h3 Featured one',
      'h3 Featured two',
      'h2 Recent Articles',
      'h3 Recent one',
      'h3 Recent two',
    ]);
  });

  it('links each card to the post, through the given href builder and link component', () => {
    const Link = ({ href, children, ...rest }: { href: string; to: string; children?: ReactNode }) => (
      <a data-router="" href={href} aria-label={(rest as { 'aria-label'?: string })['aria-label']}>
        {children}
      </a>
    );
    render(<BlogList initialData={data} linkComponent={Link} postHref={(slug) => `/insights/${slug}`} />);
    const link = screen.getByRole('link', { name: 'Featured one' });
    expect(link.getAttribute('href')).toBe('/insights/post-1');
    expect(link.hasAttribute('data-router')).toBe(true);
  });

  it('gives cover images a size, and lazy-loads the recent ones', () => {
    const { container } = render(<BlogList initialData={data} />);
    const images = container.querySelectorAll('img');
    expect(images.length).toBe(4);
    images.forEach((img) => {
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('height')).toBeTruthy();
    });
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[3]!.getAttribute('loading')).toBe('lazy');
  });

  it('when a category badge is clicked it is pressed and shows that category; a second click clears it', async () => {
    const user = userEvent.setup();
    const client = stubClient();
    const onCategoryChange = vi.fn();
    render(<BlogList initialData={data} client={client} onCategoryChange={onCategoryChange} />);

    const badge = screen.getByRole('button', { name: 'Sustainability & ESG' });
    expect(badge.getAttribute('aria-pressed')).toBe('false');
    await user.click(badge);
    expect(badge.getAttribute('aria-pressed')).toBe('true');
    expect(onCategoryChange).toHaveBeenLastCalledWith(categories[1]);
    expect(await screen.findByRole('heading', { name: 'Sustainability & ESG Articles' })).toBeTruthy();
    expect(await screen.findByText('In category 2')).toBeTruthy();
    expect(client.getCategoryPosts).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('heading', { name: 'Featured Articles' })).toBeNull();

    await user.click(badge);
    expect(badge.getAttribute('aria-pressed')).toBe('false');
    expect(onCategoryChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('heading', { name: 'Featured Articles' })).toBeTruthy();
  });

  it('View All Categories clears the category', async () => {
    const user = userEvent.setup();
    render(<BlogList initialData={data} client={stubClient()} defaultCategory="ai-governance" />);
    expect(await screen.findByRole('heading', { name: 'AI Governance Articles' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View All Categories' }));
    expect(screen.getByRole('heading', { name: 'Recent Articles' })).toBeTruthy();
  });

  it('given ?category= as a slug or a numeric id, it shows that category', async () => {
    const client = stubClient();
    const { rerender } = render(<BlogList initialData={data} client={client} category="talent-recruitment" />);
    expect(await screen.findByRole('heading', { name: 'Talent & Recruitment Articles' })).toBeTruthy();
    rerender(<BlogList initialData={data} client={client} category="1" />);
    expect(await screen.findByRole('heading', { name: 'AI Governance Articles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AI Governance' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('given an unknown category slug, it shows all articles', () => {
    render(<BlogList initialData={data} category="nope" />);
    expect(screen.getByRole('heading', { name: 'Featured Articles' })).toBeTruthy();
    screen.getAllByRole('button').forEach((b) => expect(b.getAttribute('aria-pressed')).not.toBe('true'));
  });

  it('given server-rendered category posts, it needs no fetch', () => {
    const client = stubClient();
    render(
      <BlogList
        initialData={{ ...data, categoryPosts: { categoryId: 3, posts: [makePost({ id: 9, title: 'Hiring post', categoryId: 3 })] } }}
        client={client}
       
        category="talent-recruitment"
      />,
    );
    expect(screen.getByText('Hiring post')).toBeTruthy();
    expect(client.getCategoryPosts).not.toHaveBeenCalled();
  });

  it('without initial data, it shows the loading text, then fetches recent posts with limit 15', async () => {
    const onReady = vi.fn();
    const client = stubClient();
    render(<BlogList client={client} onReady={onReady} />);
    expect(screen.getByText('Loading blog content...')).toBeTruthy();
    expect(await screen.findByText('Recent one')).toBeTruthy();
    expect(client.getRecentPosts).toHaveBeenCalledWith(15);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
  });

  it('while categories load, a slug keeps the loading text, then resolves', async () => {
    let resolve: (value: typeof categories) => void = () => {};
    const client = stubClient({ getBlogCategories: vi.fn(() => new Promise<typeof categories>((r) => (resolve = r))) });
    render(<BlogList client={client} category="ai-governance" />);
    await screen.findByText('Recent one', {}, { timeout: 50 }).catch(() => undefined);
    expect(screen.getByText('Loading blog content...')).toBeTruthy();
    resolve(categories);
    expect(await screen.findByRole('heading', { name: 'AI Governance Articles' })).toBeTruthy();
  });

  it('given a newsletter box, shows it below the articles', () => {
    render(<BlogList initialData={data} newsletter={<form aria-label="Host newsletter" />} />);
    const box = screen.getByRole('form', { name: 'Host newsletter' });
    const recentSection = screen.getByRole('region', { name: 'Recent Articles' });
    expect(recentSection.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without a newsletter box, shows none (the blog brings no box of its own)', () => {
    render(<BlogList initialData={data} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Subscribe to our newsletter')).toBeNull();
  });
});
