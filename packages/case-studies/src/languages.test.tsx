import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND } from '@joognoo/schemas';
import { UI_CATALOG, createTranslator } from '@joognoo/ui';
import { KIT_CATALOG } from '@joognoo/widget-kit';
import { englishLeaks } from '@joognoo/widget-kit/testing';
import { CaseStudyBrowser } from './case-study-browser';
import { CaseStudyCard } from './case-study-card';
import { CaseStudyDetail } from './case-study-detail';
import { CASE_STUDIES_CATALOG } from './catalog';
import type { CaseStudiesClient } from './client';
import { CASE_STUDIES_TAG } from './embed';
import { makeCaseStudy } from './fixtures';
import ar from './locales/ar/messages.json';
import hi from './locales/hi/messages.json';
import ms from './locales/ms/messages.json';
import zh from './locales/zh/messages.json';
import { messages as arabicMessages } from './locales/ar/messages';
import { DefaultLink } from '@joognoo/widget-kit';

/** Every English text the case studies may show: their own, ui's and widget-kit's. */
const ENGLISH = [CASE_STUDIES_CATALOG.en, UI_CATALOG.en, KIT_CATALOG.en];
/** Names that stay as they are in every language. */
const BRANDS = [BRAND.products.green.name, BRAND.products.ai.name, BRAND.products.hire.name];

const LANGUAGES = {
  ar: { texts: ar, dir: 'rtl', sixMinutes: '6 دقائق للقراءة' },
  ms: { texts: ms, dir: 'ltr', sixMinutes: '6 minit bacaan' },
  zh: { texts: zh, dir: 'ltr', sixMinutes: '6 分钟阅读' },
  hi: { texts: hi, dir: 'ltr', sixMinutes: 'पढ़ने में 6 मिनट' },
} as const;
type Language = keyof typeof LANGUAGES;

const SEPT_23 = new Date('2025-09-23T08:00:00.000Z');
const monthYear = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(SEPT_23);
const fullDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(SEPT_23);
const list = (locale: string, items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(items);

const lumora = makeCaseStudy({
  id: 1,
  slug: 'lumora',
  title: 'Lumora Group Unifies ESG, AI Governance and Talent',
  company: 'Lumora Group',
  accelerators: ['Green', 'AI', 'Hire'],
  featured: true,
});
const meridian = makeCaseStudy({ id: 2, slug: 'meridian', title: 'Meridian Cuts Carbon Accounting Time', company: 'Meridian Freight', accelerators: ['Green', 'AI'] });
const harbourline = makeCaseStudy({ id: 3, slug: 'harbourline', title: 'Harbourline Bank AI Portfolio', company: 'Harbourline Bank', accelerators: ['AI'] });
const all = [lumora, meridian, harbourline];

const detailed = makeCaseStudy({
  slug: 'meridian',
  title: 'Meridian Freight Cuts Scope 3 Reporting Time by 85%',
  company: 'Meridian Freight',
  industry: 'Logistics & Transportation',
  accelerators: ['Green'],
  tags: ['Supply Chain'],
  results: ['85% less time on reporting'],
  readTime: 6,
  companySize: '2,300 employees',
  location: 'Sydney, Australia',
});

const pending = <T,>() => new Promise<T>(() => {});

const stubClient = (overrides: Partial<CaseStudiesClient> = {}): CaseStudiesClient => ({
  getCaseStudies: vi.fn(async () => all),
  getFeaturedCaseStudies: vi.fn(async () => [lumora]),
  getCaseStudy: vi.fn(async () => detailed),
  ...overrides,
});

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
  Reflect.deleteProperty(navigator, 'share');
  document.querySelectorAll(CASE_STUDIES_TAG).forEach((element) => element.remove());
});

describe.each(Object.keys(LANGUAGES) as Language[])('the case studies in %s', (language) => {
  const { texts, sixMinutes } = LANGUAGES[language];

  it('the browser: title, lead, filters, featured card, grid, use-case cards and CTA in the language, the root marked', async () => {
    const { container } = render(<CaseStudyBrowser locale={language} initialData={{ caseStudies: all, featured: [lumora] }} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts['caseStudies.list.title']);
    expect(screen.getByText(texts['caseStudies.list.lead'].replace('{green}', BRANDS[0]!).replace('{ai}', BRANDS[1]!).replace('{hire}', BRANDS[2]!))).toBeTruthy();
    expect(screen.getByRole('search', { name: texts['caseStudies.filters.label'] })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: texts['caseStudies.filters.search'] }).getAttribute('placeholder')).toBe(
      texts['caseStudies.filters.searchPlaceholder'],
    );
    // The selects once mounted (before, the native ones): their buttons show the chosen labels.
    const select = (name: string) => screen.getByRole('combobox', { name });
    await waitFor(() => expect(select(texts['caseStudies.filters.useCase']).getAttribute('data-mode')).toBe('combobox'));
    expect(select(texts['caseStudies.filters.useCase']).textContent).toBe(texts['caseStudies.useCase.all']);
    expect(select(texts['caseStudies.filters.product']).textContent).toBe(texts['caseStudies.product.all']);
    const featured = screen.getByTestId('featured-case-study');
    expect(within(featured).getByText(texts['caseStudies.card.featured'])).toBeTruthy();
    expect(within(featured).getByRole('list', { name: texts['caseStudies.card.keyResults'] })).toBeTruthy();
    expect(within(featured).getByText(list(language, ['Green', 'AI', 'Hire']))).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts['caseStudies.list.all'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts['caseStudies.card.readLabel'].replace('{title}', meridian.title) })).toBeTruthy();
    expect(screen.getAllByText(monthYear(language))).toHaveLength(3);
    for (const id of ['caseStudies.useCases.title', 'caseStudies.moreUseCases.title', 'caseStudies.cta.title', 'caseStudies.useCaseCard.carbon.title'] as const) {
      expect(screen.getByRole('heading', { name: texts[id] })).toBeTruthy();
    }
    const carbon = texts['caseStudies.useCaseCard.carbon.title'];
    expect(screen.getByRole('button', { name: texts['caseStudies.moreUseCases.exploreLabel'].replace('{title}', carbon) })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts['caseStudies.cta.pilot'] })).toBeTruthy();
    expectNoEnglish();
  });

  it("a use case's results, then the empty state; Clear filters in the language", async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(
      <CaseStudyBrowser locale={language} initialData={{ caseStudies: all, featured: [lumora] }} filters={{ search: '', useCase: 'carbon', product: 'all' }} />,
    );
    await rootOf(container);
    const heading = texts['caseStudies.list.ofUseCase'].replace('{useCase}', texts['caseStudies.useCase.carbon']);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expectNoEnglish();
    unmount();

    const empty = render(<CaseStudyBrowser locale={language} initialData={{ caseStudies: all, featured: [lumora] }} defaultFilters={{ search: 'zzz' }} />);
    await rootOf(empty.container);
    expect(screen.getByRole('heading', { name: texts['caseStudies.empty.title'] })).toBeTruthy();
    expect(screen.getByText(texts['caseStudies.empty.description'])).toBeTruthy();
    expectNoEnglish();
    await user.click(screen.getByRole('button', { name: texts['caseStudies.empty.clearFilters'] }));
    expect(screen.getAllByTestId('case-study-card')).toHaveLength(2);
  });

  it('the browser while it loads', async () => {
    const client = stubClient({ getCaseStudies: vi.fn(() => pending<never>()), getFeaturedCaseStudies: vi.fn(() => pending<never>()) });
    const { container } = render(<CaseStudyBrowser locale={language} client={client} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getByText(texts['caseStudies.list.loading'])).toBeTruthy();
    expect(within(screen.getByTestId('use-case-sustainability')).getByText(texts['caseStudies.useCases.comingSoon'])).toBeTruthy();
    expectNoEnglish();
  });

  it("the browser's error toasts, and the empty state after a failed list", async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('500: boom')));
    const listFailed = render(<CaseStudyBrowser locale={language} client={stubClient({ getCaseStudies: failing, getFeaturedCaseStudies: vi.fn(async () => []) })} />);
    await rootOf(listFailed.container);
    expect(await screen.findByText(texts['caseStudies.error.list'])).toBeTruthy();
    expect(screen.getByText(texts['caseStudies.error.title'])).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts['caseStudies.empty.title'] })).toBeTruthy();
    expectNoEnglish();
    listFailed.unmount();

    const featuredFailed = render(<CaseStudyBrowser locale={language} client={stubClient({ getFeaturedCaseStudies: failing })} />);
    await rootOf(featuredFailed.container);
    expect(await screen.findByText(texts['caseStudies.error.featured'])).toBeTruthy();
    expect(screen.getByText(texts['caseStudies.error.title'])).toBeTruthy();
    expectNoEnglish();
  });

  it('the detail: back buttons, date, read time, share, sections, sidebar and contact card in the language', async () => {
    const { container } = render(<CaseStudyDetail locale={language} slug="meridian" initialData={{ caseStudy: detailed }} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getAllByRole('link', { name: texts['caseStudies.detail.back'] })).toHaveLength(2);
    expect(screen.getByText(fullDate(language))).toBeTruthy();
    expect(screen.getByText(sixMinutes)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts['caseStudies.detail.share'] })).toBeTruthy();
    for (const id of ['caseStudies.detail.challenge', 'caseStudies.detail.solution', 'caseStudies.detail.impact', 'caseStudies.detail.outcomes', 'caseStudies.detail.contactTitle', 'caseStudies.detail.tags'] as const) {
      expect(screen.getByRole('heading', { name: texts[id] })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: texts['caseStudies.detail.about'].replace('{company}', 'Meridian Freight') })).toBeTruthy();
    expect(screen.getByText(texts['caseStudies.detail.aboutFallback'].replace('{company}', 'Meridian Freight').replace('{industry}', 'Logistics & Transportation'))).toBeTruthy();
    expect(screen.getByText(texts['caseStudies.detail.companySize'])).toBeTruthy();
    expect(screen.getByText(texts['caseStudies.detail.location'])).toBeTruthy();
    expect(screen.getByRole('link', { name: texts['caseStudies.detail.contactButton'] })).toBeTruthy();
    expectNoEnglish();
  });

  it('shares with the fallback texts in the language, and toasts the copied link in it', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const bare = { ...detailed, title: '', excerpt: '' };
    const shared = render(<CaseStudyDetail locale={language} slug="meridian" initialData={{ caseStudy: bare }} url="https://x.test/a" />);
    await rootOf(shared.container);
    await user.click(screen.getByRole('button', { name: texts['caseStudies.detail.share'] }));
    expect(share).toHaveBeenCalledWith({
      title: texts['caseStudies.share.fallbackTitle'].replace('{brand}', BRAND.name),
      text: texts['caseStudies.share.fallbackText'].replace('{brand}', BRAND.name),
      url: 'https://x.test/a',
    });
    shared.unmount();
    Reflect.deleteProperty(navigator, 'share');

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copied = render(<CaseStudyDetail locale={language} slug="meridian" initialData={{ caseStudy: detailed }} url="https://x.test/a" />);
    await rootOf(copied.container);
    await user.click(screen.getByRole('button', { name: texts['caseStudies.detail.share'] }));
    expect(await screen.findByText(texts['caseStudies.share.copied'])).toBeTruthy();
    expectNoEnglish();
  });

  it('the detail while it loads, when it is missing, and when it fails', async () => {
    const loading = render(<CaseStudyDetail locale={language} slug="meridian" client={stubClient({ getCaseStudy: vi.fn(() => pending<never>()) })} />);
    const skeleton = await rootOf(loading.container);
    expectMarked(skeleton, language);
    expect(within(skeleton).getByRole('status').textContent).toBe(texts['caseStudies.detail.loading']);
    expectNoEnglish();
    loading.unmount();

    const missing = render(<CaseStudyDetail locale={language} slug="gone" initialData={{ caseStudy: null }} />);
    expectMarked(await rootOf(missing.container), language);
    expect(screen.getByRole('heading', { name: texts['caseStudies.detail.notFoundTitle'] })).toBeTruthy();
    expect(screen.getByText(texts['caseStudies.detail.notFoundDescription'])).toBeTruthy();
    expect(screen.getByRole('link', { name: texts['caseStudies.detail.back'] })).toBeTruthy();
    expectNoEnglish();
    missing.unmount();

    const client = stubClient({ getCaseStudy: vi.fn(async () => Promise.reject(Object.assign(new Error('404: Not found'), { status: 404 }))) });
    const failed = render(<CaseStudyDetail locale={language} slug="gone" client={client} />);
    expect(await screen.findByRole('heading', { name: texts['caseStudies.detail.notFoundTitle'] })).toBeTruthy();
    expectMarked(failed.container.firstElementChild as HTMLElement, language);
    expect(await screen.findByText(texts['caseStudies.error.detail'])).toBeTruthy();
    expectNoEnglish();
  });

  it('a card on its own', async () => {
    const { container } = render(<CaseStudyCard locale={language} caseStudy={meridian} href="/case-studies/meridian" Link={DefaultLink} />);
    expectMarked(await rootOf(container), language);
    expect(screen.getByText(texts['caseStudies.card.read'])).toBeTruthy();
    expectNoEnglish();
  });
});

describe('read times, dates, labels and replacements', () => {
  it('reads the Arabic read time in its six plural forms (0, 1, 2, 3, 11, 100 minutes)', async () => {
    const { t } = createTranslator('ar', 'ar', arabicMessages);
    expect([0, 1, 2, 3, 11, 100].map((minutes) => t('caseStudies.detail.readTime', { minutes }))).toEqual([
      '0 دقيقة للقراءة',
      'دقيقة واحدة للقراءة',
      'دقيقتان للقراءة',
      '3 دقائق للقراءة',
      '11 دقيقة للقراءة',
      '100 دقيقة للقراءة',
    ]);
    // On the page: a read time of 0 shows nothing, as in English.
    for (const [readTime, text] of [[1, 'دقيقة واحدة للقراءة'], [2, 'دقيقتان للقراءة'], [11, '11 دقيقة للقراءة']] as const) {
      const { container, unmount } = render(<CaseStudyDetail locale="ar" slug="meridian" initialData={{ caseStudy: { ...detailed, readTime } }} />);
      await rootOf(container);
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
    const none = render(<CaseStudyDetail locale="ar" slug="meridian" initialData={{ caseStudy: { ...detailed, readTime: 0 } }} />);
    await rootOf(none.container);
    expect(screen.queryByText(/للقراءة/)).toBeNull();
  });

  it('formats dates and read times for ar-SA (its digits), the texts in Arabic', async () => {
    const browser = render(<CaseStudyBrowser locale="ar-SA" initialData={{ caseStudies: all, featured: [lumora] }} />);
    expectMarked(await rootOf(browser.container), 'ar');
    expect(monthYear('ar-SA')).toMatch(/[٠-٩]/);
    expect(screen.getAllByText(monthYear('ar-SA'))).toHaveLength(3);
    browser.unmount();

    const detail = render(<CaseStudyDetail locale="ar-SA" slug="meridian" initialData={{ caseStudy: detailed }} />);
    await rootOf(detail.container);
    expect(screen.getByText(fullDate('ar-SA'))).toBeTruthy();
    expect(screen.getByText('٦ دقائق للقراءة')).toBeTruthy();
  });

  it("takes the embedder's messages over the language's, ICU included", async () => {
    const messages = {
      'caseStudies.empty.title': 'لا نتائج لدى شريكنا',
      'caseStudies.detail.readTime': '{minutes, plural, other {# د}}',
    };
    const browser = render(<CaseStudyBrowser locale="ar" messages={messages} initialData={{ caseStudies: all, featured: [lumora] }} defaultFilters={{ search: 'zzz' }} />);
    await rootOf(browser.container);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'لا نتائج لدى شريكنا' })).toBeTruthy());
    expect(screen.getByText(ar['caseStudies.empty.description'])).toBeTruthy();
    browser.unmount();

    const detail = render(<CaseStudyDetail locale="ar" messages={messages} slug="meridian" initialData={{ caseStudy: detailed }} />);
    await rootOf(detail.container);
    await waitFor(() => expect(screen.getByText('6 د')).toBeTruthy());
  });

  it('<joognoo-case-studies locale="ar-AE"> speaks Arabic right to left in its shadow root', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname;
        const routes: Record<string, unknown> = { '/api/case-studies': all, '/api/case-studies/featured': [lumora] };
        return new Response(JSON.stringify(routes[path] ?? { message: 'Not found' }), {
          status: path in routes ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const element = document.createElement(CASE_STUDIES_TAG);
    element.setAttribute('api-base', 'https://www.joognoo.com');
    element.setAttribute('locale', 'ar-AE');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain(meridian.title));
    const title = element.shadowRoot!.querySelector('h1')!;
    expect(title.textContent).toBe(ar['caseStudies.list.title']);
    const root = title.closest('[lang]')!;
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(englishLeaks(element.shadowRoot!, ENGLISH, BRANDS)).toEqual([]);
  });
});
