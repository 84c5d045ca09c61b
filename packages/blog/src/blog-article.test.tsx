import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogArticle } from './blog-article';
import type { BlogClient } from './client';
import { categories, makePost } from './fixtures';

const post = makePost({
  id: 10,
  slug: 'building-an-ai-model-inventory',
  title: 'Why Every Enterprise Needs an AI Model Inventory',
  content: '<p>First paragraph.</p><h2>Section</h2><p>Second paragraph.</p>',
  publishedAt: '2025-01-05T08:00:00.000Z',
  tags: ['Model Inventory', 'Compliance'],
  author: { username: 'priya.raman', avatarUrl: null },
});

function stubClient(overrides: Partial<BlogClient> = {}): BlogClient {
  return {
    getBlogCategories: vi.fn(async () => categories),
    getFeaturedPosts: vi.fn(async () => []),
    getRecentPosts: vi.fn(async () => []),
    getCategoryPosts: vi.fn(async () => []),
    getPost: vi.fn(async () => post),
    ...overrides,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every heading of the page as `h<level> <text>`, in document order. */
const outline = () => screen.getAllByRole('heading').map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe('BlogArticle', () => {
  it('given initial data, it shows the article with its category, tags, long date, read time and author', () => {
    render(<BlogArticle slug={post.slug} initialData={{ post, related: [] }} url="https://www.joognoo.com/blog/x" />);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Blog/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'AI Governance' }).getAttribute('href')).toBe('/blog?category=ai-governance');
    expect(screen.getByText('Model Inventory')).toBeTruthy();
    expect(screen.getByText('January 5, 2025')).toBeTruthy();
    expect(screen.getByText('5 min read')).toBeTruthy();
    // The name isolated inside the sentence: its punctuation stays its own on an Arabic page.
    expect(screen.getAllByText('priya.raman', { selector: 'bdi' }).map((name) => name.parentElement!.textContent)).toContain('By priya.raman');
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Section' })).toBeTruthy();
    expect(screen.getByText('No related articles found.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About the Author' })).toBeTruthy();
    expect(screen.getByText('P')).toBeTruthy();
  });

  it('uses the created date when the post is not published', () => {
    render(
      <BlogArticle slug={post.slug} initialData={{ post: { ...post, publishedAt: null, createdAt: '2024-12-31T10:00:00.000Z' }, related: [] }} />,
    );
    expect(screen.getByText('December 31, 2024')).toBeTruthy();
  });

  it('links the category by id when it has no category object, labelled Category {id}', () => {
    render(<BlogArticle slug={post.slug} initialData={{ post: { ...post, category: undefined, categoryId: 7 }, related: [] }} />);
    expect(screen.getByRole('link', { name: 'Category 7' }).getAttribute('href')).toBe('/blog?category=7');
  });

  it('splits plain-text content on blank lines into paragraphs (escaped)', () => {
    const text = makePost({ slug: 'plain', content: 'One <b>bold</b> claim.\n\nTwo.\n\nThree.' });
    render(<BlogArticle slug="plain" initialData={{ post: text, related: [] }} />);
    const body = screen.getByTestId('article-body');
    expect(body.querySelectorAll('p')).toHaveLength(3);
    expect(body.querySelector('b')).toBeNull();
    expect(screen.getByText('One <b>bold</b> claim.')).toBeTruthy();
  });

  it('shows up to 3 related articles of the category, the current one excluded, excerpts cut at 120', () => {
    const long = 'x'.repeat(150);
    const related = [post, ...[1, 2, 3, 4].map((n) => makePost({ id: 20 + n, title: `Related ${n}`, excerpt: long }))];
    render(<BlogArticle slug={post.slug} initialData={{ post, related }} />);
    expect(screen.getByText('Related 1')).toBeTruthy();
    expect(screen.getByText('Related 3')).toBeTruthy();
    expect(screen.queryByText('Related 4')).toBeNull();
    expect(screen.getAllByText(`${'x'.repeat(120)}...`)).toHaveLength(3);
  });

  it('has share links for Twitter, LinkedIn and Facebook opening in a new tab', () => {
    render(<BlogArticle slug={post.slug} initialData={{ post, related: [] }} url="https://www.joognoo.com/blog/a" />);
    for (const name of ['Twitter', 'LinkedIn', 'Facebook']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toContain(encodeURIComponent('https://www.joognoo.com/blog/a'));
    }
  });

  it('Copy link copies the address and alerts', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    render(<BlogArticle slug={post.slug} initialData={{ post, related: [] }} url="https://www.joognoo.com/blog/a" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://www.joognoo.com/blog/a');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
  });

  it('when copying fails it only logs', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BlogArticle slug={post.slug} initialData={{ post, related: [] }} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
  });

  it("given headingLevel 3, the title is an h3, the post's own h2 an h4, the sections h4 and related titles h5", () => {
    const related = [makePost({ id: 21, title: 'Related 1' })];
    render(<BlogArticle slug={post.slug} initialData={{ post, related }} headingLevel={3} />);
    expect(outline()).toEqual([
      `h3 ${post.title}`,
      'h4 Section',
      'h4 Share this article',
      'h4 Related Articles',
      'h5 Related 1',
      'h4 About the Author',
    ]);
  });

  it('without headingLevel, the title is the h1, its sections h2 and related titles h3', () => {
    const related = [makePost({ id: 21, title: 'Related 1' })];
    render(<BlogArticle slug={post.slug} initialData={{ post, related }} />);
    expect(outline()).toEqual([
      `h1 ${post.title}`,
      'h2 Section',
      'h2 Share this article',
      'h2 Related Articles',
      'h3 Related 1',
      'h2 About the Author',
    ]);
  });

  it('given headingLevel 2 and a null post, Article Not Found is an h2', () => {
    render(<BlogArticle slug="missing" initialData={{ post: null }} headingLevel={2} />);
    expect(outline()).toEqual(['h2 Article Not Found']);
  });

  it('given a null post, it shows Article Not Found with Back to Blog', () => {
    render(<BlogArticle slug="missing" initialData={{ post: null }} />);
    expect(screen.getByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(
      screen.getByText("Sorry, the article you're looking for doesn't exist or may have been removed."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('without initial data it shows the loading text, then the post and its related posts', async () => {
    const client = stubClient({
      getCategoryPosts: vi.fn(async () => [post, makePost({ id: 99, title: 'A sibling' })]),
    });
    render(<BlogArticle slug={post.slug} client={client} />);
    expect(screen.getByText('Loading article...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(await screen.findByText('A sibling')).toBeTruthy();
    expect(client.getCategoryPosts).toHaveBeenCalledWith(1, 4);
  });

  it('when the post fails to load, it shows Article Not Found and reports the error', async () => {
    const onError = vi.fn();
    const failure = Object.assign(new Error('404: {"message":"Not found"}'), { status: 404 });
    const client = stubClient({ getPost: vi.fn(async () => Promise.reject(failure)) });
    render(<BlogArticle slug="gone" client={client} onError={onError} />);
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith({ status: 404, message: '404: {"message":"Not found"}' });
  });

  it('maps a built-in header image path to our bundled asset', () => {
    const legacy = { ...post, coverImage: '/attached_assets/esg-header.png' };
    const { container } = render(<BlogArticle slug={post.slug} initialData={{ post: legacy, related: [] }} apiBase="https://www.joognoo.com" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://www.joognoo.com/images/blog/climate-disclosure-readiness-2025.svg',
    );
  });
});
