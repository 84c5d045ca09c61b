import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_CATALOG } from '@joognoo/ui';
import { KIT_CATALOG } from '@joognoo/widget-kit';
import { englishLeaks } from '@joognoo/widget-kit/testing';
import { BlogArticle } from './blog-article';
import { BlogList, type BlogListData } from './blog-list';
import { BLOG_CATALOG } from './catalog';
import type { BlogClient } from './client';
import { categories, makePost } from './fixtures';
import { BLOG_TAG } from './embed';
import ar from './locales/ar/messages.json';
import hi from './locales/hi/messages.json';
import ms from './locales/ms/messages.json';
import zh from './locales/zh/messages.json';

/** Every English text the blog may show: its own, ui's and widget-kit's. */
const ENGLISH = [BLOG_CATALOG.en, UI_CATALOG.en, KIT_CATALOG.en];
/** Names that stay as they are in every language. */
const BRANDS = ['Twitter', 'LinkedIn', 'Facebook'];

const LANGUAGES = {
  ar: { texts: ar, dir: 'rtl', fiveMinutes: '5 دقائق للقراءة' },
  ms: { texts: ms, dir: 'ltr', fiveMinutes: '5 minit bacaan' },
  zh: { texts: zh, dir: 'ltr', fiveMinutes: '5 分钟阅读' },
  hi: { texts: hi, dir: 'ltr', fiveMinutes: 'पढ़ने में 5 मिनट' },
} as const;
type Language = keyof typeof LANGUAGES;

const JAN_5 = new Date('2025-01-05T08:00:00.000Z');
const shortDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(JAN_5);
const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(JAN_5);

const featured = [
  makePost({ id: 1, title: 'Featured one', featured: true }),
  makePost({ id: 2, title: 'Featured two', featured: true }),
];
const recent = [makePost({ id: 4, title: 'Recent one' }), makePost({ id: 5, title: 'Recent two', categoryId: 2 })];
const data: BlogListData = { categories, featured, recent };

const post = makePost({
  id: 10,
  slug: 'building-an-ai-model-inventory',
  title: 'Why Every Enterprise Needs an AI Model Inventory',
  content: '<p>First paragraph.</p><h2>Section</h2><p>Second paragraph.</p>',
  tags: ['Model Inventory'],
  author: { username: 'priya.raman', avatarUrl: null },
});
const sibling = makePost({ id: 11, title: 'A sibling' });

const pending = <T,>() => new Promise<T>(() => {});

function stubClient(overrides: Partial<BlogClient> = {}): BlogClient {
  return {
    getBlogCategories: vi.fn(async () => categories),
    getFeaturedPosts: vi.fn(async () => featured),
    getRecentPosts: vi.fn(async () => recent),
    getCategoryPosts: vi.fn(async () => []),
    getPost: vi.fn(async () => post),
    ...overrides,
  };
}

/** The widget's root once its language has arrived (it renders nothing before). */
async function rootOf(container: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(container.firstElementChild).not.toBeNull());
  return container.firstElementChild as HTMLElement;
}

function expectMarked(root: HTMLElement, language: Language) {
  expect(root.getAttribute('lang')).toBe(language);
  expect(root.getAttribute('dir')).toBe(LANGUAGES[language].dir);
}

function expectNoEnglish() {
  expect(englishLeaks(document.body, ENGLISH, BRANDS)).toEqual([]);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.querySelectorAll(BLOG_TAG).forEach((element) => element.remove());
});

describe.each(Object.keys(LANGUAGES) as Language[])('the blog in %s', (language) => {
  const { texts, fiveMinutes } = LANGUAGES[language];

  it('the list: title, filter, sections, cards, dates and read times in the language, the root marked', async () => {
    const { container } = render(<BlogList locale={language} initialData={data} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts['blog.list.title']);
    expect(screen.getByRole('group', { name: texts['blog.list.categoryFilter'] })).toBeTruthy();
    const featuredSection = screen.getByRole('region', { name: texts['blog.list.featured'] });
    expect(within(featuredSection).getAllByText(texts['blog.card.readArticle'])).toHaveLength(2);
    const recentSection = screen.getByRole('region', { name: texts['blog.list.recent'] });
    expect(within(recentSection).getAllByText(texts['blog.card.readMore'])).toHaveLength(2);
    expect(screen.getByRole('link', { name: texts['blog.card.readArticleLabel'].replace('{title}', 'Featured one') })).toBeTruthy();
    expect(screen.getAllByText(shortDate(language))).toHaveLength(4);
    expect(screen.getAllByText(fiveMinutes)).toHaveLength(4);
    expectNoEnglish();
  });

  it("a category's empty page, a category known only by its id, and the empty list", async () => {
    const client = stubClient();
    const { container, unmount } = render(<BlogList locale={language} initialData={data} client={client} category="ai-governance" />);
    expectMarked(await rootOf(container), language);
    const heading = await screen.findByRole('heading', { name: texts['blog.list.categoryArticles'].replace('{category}', 'AI Governance') });
    expect(heading).toBeTruthy();
    expect(screen.getByText(texts['blog.list.noArticles'])).toBeTruthy();
    expect(screen.getByRole('button', { name: texts['blog.list.viewAllCategories'] })).toBeTruthy();
    expectNoEnglish();
    unmount();

    const byId = render(<BlogList locale={language} initialData={data} client={client} category="9" />);
    await rootOf(byId.container);
    const fallback = texts['blog.category.fallback'].replace('{id}', '9');
    expect(await screen.findByRole('heading', { name: texts['blog.list.categoryArticles'].replace('{category}', fallback) })).toBeTruthy();
    expectNoEnglish();
    byId.unmount();

    const empty = render(<BlogList locale={language} initialData={{ categories: [], featured: [], recent: [] }} />);
    await rootOf(empty.container);
    expect(screen.getByText(texts['blog.list.noArticles'])).toBeTruthy();
    expectNoEnglish();
  });

  it('the list while it loads', async () => {
    const client = stubClient({ getFeaturedPosts: vi.fn(() => pending<never>()), getRecentPosts: vi.fn(() => pending<never>()) });
    const { container } = render(<BlogList locale={language} client={client} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getByText(texts['blog.list.loading'])).toBeTruthy();
    expectNoEnglish();
  });

  it('the article: back link, byline, long date, read time, share, related and author panels; Copy link alerts in the language', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    const { container } = render(
      <BlogArticle locale={language} slug={post.slug} initialData={{ post, related: [post, sibling] }} url="https://www.joognoo.com/blog/x" />,
    );
    expectMarked(await rootOf(container), language);
    expect(screen.getByRole('link', { name: texts['blog.article.backToBlog'] })).toBeTruthy();
    // The byline's long date, then the related post's short one (the same text in some languages).
    expect([...container.querySelectorAll('time')].map((time) => time.textContent)).toEqual([longDate(language), shortDate(language)]);
    expect(screen.getByText(fiveMinutes)).toBeTruthy();
    // The byline in the language, the author's name isolated in it.
    const bylines = screen.getAllByText('priya.raman', { selector: 'bdi' }).map((name) => name.parentElement!.textContent);
    expect(bylines).toContain(texts['blog.article.byline'].replace('{author}', 'priya.raman'));
    for (const id of ['blog.share.title', 'blog.related.title', 'blog.author.title'] as const) {
      expect(screen.getByRole('heading', { name: texts[id] })).toBeTruthy();
    }
    expectNoEnglish();
    await user.click(screen.getByRole('button', { name: texts['blog.share.copyLink'] }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(texts['blog.share.copied']));
  });

  it('the article without related posts, and with a category known only by its id', async () => {
    const { container } = render(
      <BlogArticle locale={language} slug={post.slug} initialData={{ post: { ...post, category: undefined, categoryId: 7 }, related: [] }} />,
    );
    await rootOf(container);
    expect(screen.getByRole('link', { name: texts['blog.category.fallback'].replace('{id}', '7') })).toBeTruthy();
    expect(screen.getByText(texts['blog.related.none'])).toBeTruthy();
    expectNoEnglish();
  });

  it('the article while it loads, then while its related posts load', async () => {
    let give: (value: typeof post) => void = () => {};
    const client = stubClient({ getPost: vi.fn(() => new Promise<typeof post>((resolve) => (give = resolve))), getCategoryPosts: vi.fn(() => pending<never>()) });
    const { container } = render(<BlogArticle locale={language} slug={post.slug} client={client} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getByText(texts['blog.article.loading'])).toBeTruthy();
    expectNoEnglish();
    give(post);
    expect(await screen.findByText(texts['blog.related.loading'])).toBeTruthy();
    expectMarked(container.firstElementChild as HTMLElement, language);
    expectNoEnglish();
  });

  it('the not-found view, given no post and after a failed load', async () => {
    const { container, unmount } = render(<BlogArticle locale={language} slug="missing" initialData={{ post: null }} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getByRole('heading', { name: texts['blog.article.notFoundTitle'] })).toBeTruthy();
    expect(screen.getByText(texts['blog.article.notFoundDescription'])).toBeTruthy();
    expect(screen.getByRole('link', { name: texts['blog.article.backToBlog'] })).toBeTruthy();
    expectNoEnglish();
    unmount();

    const client = stubClient({ getPost: vi.fn(async () => Promise.reject(Object.assign(new Error('404: Not found'), { status: 404 }))) });
    const failed = render(<BlogArticle locale={language} slug="gone" client={client} />);
    expect(await screen.findByRole('heading', { name: texts['blog.article.notFoundTitle'] })).toBeTruthy();
    expectMarked(failed.container.firstElementChild as HTMLElement, language);
    expectNoEnglish();
  });
});

describe('read times, dates and replacements', () => {
  it('reads the Arabic read time in its six plural forms (0, 1, 2, 3, 11, 100 minutes); a read time of its own stays as written', async () => {
    const minutes = [0, 1, 2, 3, 11, 100];
    const posts = [...minutes.map((n) => makePost({ id: 200 + n, readTime: `${n} min read` })), makePost({ id: 400, readTime: 'A long read' })];
    const { container } = render(<BlogList locale="ar" initialData={{ categories, featured: [], recent: posts }} />);
    await rootOf(container);
    const readTime = (id: number) => within(container.querySelector(`[data-slug="post-${id}"]`)!).getByText(/قراءة|read/).textContent;
    expect(minutes.map((n) => readTime(200 + n))).toEqual([
      '0 دقيقة للقراءة',
      'دقيقة واحدة للقراءة',
      'دقيقتان للقراءة',
      '3 دقائق للقراءة',
      '11 دقيقة للقراءة',
      '100 دقيقة للقراءة',
    ]);
    expect(readTime(400)).toBe('A long read');
  });

  it('formats dates and read times for ar-SA (its calendar and digits), the texts in Arabic', async () => {
    const list = render(<BlogList locale="ar-SA" initialData={data} />);
    expectMarked(await rootOf(list.container), 'ar');
    const saudiShort = shortDate('ar-SA');
    expect(saudiShort).toMatch(/[٠-٩]/);
    expect(screen.getAllByText(saudiShort)).toHaveLength(4);
    expect(screen.getAllByText('٥ دقائق للقراءة')).toHaveLength(4);
    list.unmount();

    const article = render(<BlogArticle locale="ar-SA" slug={post.slug} initialData={{ post, related: [] }} />);
    await rootOf(article.container);
    expect(screen.getByText(longDate('ar-SA'))).toBeTruthy();
  });

  it("takes the embedder's messages over the language's, ICU plurals included", async () => {
    const messages = { 'blog.list.title': 'رؤى شركائنا', 'blog.post.readTime': '{minutes, plural, other {# د}}' };
    const { container } = render(<BlogList locale="ar" messages={messages} initialData={data} />);
    await rootOf(container);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('رؤى شركائنا'));
    expect(screen.getAllByText('5 د')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: ar['blog.list.recent'] })).toBeTruthy();
  });

  it('<joognoo-blog locale="ar-AE"> speaks Arabic right to left in its shadow root', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname;
        const routes: Record<string, unknown> = { '/api/blog/categories': categories, '/api/blog/posts/featured': featured, '/api/blog/posts/recent': recent };
        return new Response(JSON.stringify(routes[path] ?? { message: 'Not found' }), {
          status: path in routes ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const blog = document.createElement(BLOG_TAG);
    blog.setAttribute('api-base', 'https://www.joognoo.com');
    blog.setAttribute('locale', 'ar-AE');
    document.body.append(blog);
    await waitFor(() => expect(blog.shadowRoot?.textContent).toContain('Recent one'));
    const root = blog.shadowRoot!.querySelector('h1')!.closest('[lang]')!;
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(blog.shadowRoot!.querySelector('h1')!.textContent).toBe(ar['blog.list.title']);
    expect(englishLeaks(blog.shadowRoot!, ENGLISH, BRANDS)).toEqual([]);
  });
});
