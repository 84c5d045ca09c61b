import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ApplicationOptions, ApplicationSubmission } from '@joognoo/api-client';
import {
  APPLICATION_CV_MAX_BYTES,
  APPLICATION_LABELS,
  APPLICATION_MESSAGES,
  APPLICATION_OUTCOMES,
  BRAND,
  applicationSchema,
  validate,
  type Job,
} from '@joognoo/schemas';
import { SCHEMAS_CATALOG } from '@joognoo/schemas/catalog';
import { UI_CATALOG, englishMessage } from '@joognoo/ui';
import { KIT_CATALOG, WidgetLocale, useMessages } from '@joognoo/widget-kit';
import { APPLICATION_PROGRESS_MIN_BYTES, UPLOAD_PROGRESS_LABEL } from './application-form';
import { JOB_BOARD_CATALOG, type JobBoardMessageId } from './catalog';
import type { JobBoardClient } from './client';
import { COMPANY_BLURB, CONTENT_VALUES, EQUAL_OPPORTUNITY_STATEMENT } from './content';
import { makeJob } from './fixtures';
import { JobDetail } from './job-detail';
import { JobCardView, JobList } from './job-list';
import { JobBoardWidget } from './widget';
import { JOB_BOARD_TAG } from './embed';

/**
 * The schemas' catalog as the form needs it: the CV's validation messages and the
 * application's outcome toasts (`validation.cv.*`, `outcome.application.*`), in the words
 * of the schemas' catalog. Where the real catalog has an id, the real text wins: these only
 * stand in for ids that catalog does not have yet.
 */
vi.mock('@joognoo/schemas/catalog', async (importOriginal) => {
  const { SCHEMAS_CATALOG: real } = await importOriginal<typeof import('@joognoo/schemas/catalog')>();
  const texts: Record<string, Record<string, string>> = {
    en: {
      'validation.cv.required': 'Please attach your CV.',
      'outcome.application.success.title': 'Application submitted',
      'outcome.application.success.description': "Thank you for applying. We've sent a confirmation to your email.",
      'outcome.application.failure.title': 'Application failed',
      'outcome.application.failure.fallback': 'There was a problem submitting your application. Please try again.',
    },
    ar: {
      'validation.cv.required': 'يرجى إرفاق سيرتك الذاتية.',
      'outcome.application.success.title': 'تم إرسال طلبك',
      'outcome.application.success.description': 'شكرًا لتقدّمك. أرسلنا تأكيدًا إلى بريدك الإلكتروني.',
      'outcome.application.failure.title': 'تعذّر إرسال الطلب',
      'outcome.application.failure.fallback': 'حدثت مشكلة أثناء إرسال طلبك. يرجى المحاولة مرة أخرى.',
    },
    ms: {
      'validation.cv.required': 'Sila lampirkan CV anda.',
      'outcome.application.success.title': 'Permohonan dihantar',
      'outcome.application.success.description': 'Terima kasih kerana memohon. Kami telah menghantar pengesahan ke e-mel anda.',
      'outcome.application.failure.title': 'Permohonan gagal',
      'outcome.application.failure.fallback': 'Terdapat masalah semasa menghantar permohonan anda. Sila cuba lagi.',
    },
    zh: {
      'validation.cv.required': '请附上您的简历。',
      'outcome.application.success.title': '申请已提交',
      'outcome.application.success.description': '感谢您的申请。我们已向您的邮箱发送确认邮件。',
      'outcome.application.failure.title': '申请失败',
      'outcome.application.failure.fallback': '提交申请时出现问题，请重试。',
    },
    hi: {
      'validation.cv.required': 'कृपया अपना CV संलग्न करें।',
      'outcome.application.success.title': 'आवेदन भेज दिया गया',
      'outcome.application.success.description': 'आवेदन करने के लिए धन्यवाद। हमने आपके ईमेल पर पुष्टि भेज दी है।',
      'outcome.application.failure.title': 'आवेदन विफल रहा',
      'outcome.application.failure.fallback': 'आपका आवेदन भेजने में समस्या हुई। कृपया फिर से प्रयास करें।',
    },
  };
  const load = Object.fromEntries(
    Object.entries(real.load).map(([locale, fetch]) => [locale, async () => ({ ...texts[locale], ...(await fetch()) })]),
  ) as typeof real.load;
  return { SCHEMAS_CATALOG: { en: { ...texts.en, ...real.en }, load } };
});

// ---------------------------------------------------------------------------------------
// Every English text the widget could show: a rendered string that is one of them (a text
// node, a placeholder, an aria-label, a title, an alt) is English left behind.

/** Where an argument stands in a reading (a private-use character, never in a text). */
const HOLE = '\ue000';

/** A compiled message as the patterns a rendered text of it matches (arguments: anything). */
function patternsOf(message: Messages[string]): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** Each way a token list reads: plurals and selects by each of their cases. */
  const readings = (tokens: unknown): string[] => {
    if (typeof tokens === 'string') return [escape(tokens)];
    if (!Array.isArray(tokens)) return [''];
    let out = [''];
    for (const token of tokens) {
      let options: string[];
      if (token === '#') options = [HOLE];
      else if (typeof token === 'string') options = [escape(token)];
      else if (Array.isArray(token) && token.length >= 3 && typeof token[2] === 'object') {
        options = Object.values(token[2] as Record<string, unknown>).flatMap(readings);
      } else options = [HOLE];
      out = out.flatMap((head) => options.map((option) => head + option));
    }
    return out;
  };
  const patterns: RegExp[] = [];
  for (const reading of readings(message)) {
    // Rich text (`<0>privacy policy</0>`) reaches the page in pieces: each piece is a text of its own too.
    // Texts are compared trimmed ('Salary: ' is the text node 'Salary:').
    for (const piece of [reading, ...reading.split(/<\/?\d+>/)].map((text) => text.trim())) {
      const literal = piece.split(HOLE).join('');
      // A text of arguments and punctuation only ('{first}, {second}') is the data's, not English.
      if (!/\p{L}/u.test(literal)) continue;
      patterns.push(new RegExp(`^${piece.split(HOLE).join('.+')}$`, 'su'));
    }
  }
  return patterns;
}

const ENGLISH_PATTERNS: RegExp[] = [
  ...[JOB_BOARD_CATALOG, SCHEMAS_CATALOG, UI_CATALOG, KIT_CATALOG].flatMap((catalog) => Object.values(catalog.en).flatMap(patternsOf)),
  // The schemas' English sources, whether or not its catalog has them yet.
  ...[APPLICATION_LABELS, APPLICATION_MESSAGES, APPLICATION_OUTCOMES.success, APPLICATION_OUTCOMES.failure]
    .flatMap((texts) => Object.values(texts))
    .flatMap((text) => patternsOf(text)),
  ...patternsOf(COMPANY_BLURB),
  ...patternsOf(EQUAL_OPPORTUNITY_STATEMENT),
];

/** Names that are the same in every language. */
const BRAND_NAMES = new Set([BRAND.name, ...Object.values(BRAND.products).map((product) => product.name), 'LinkedIn']);

/** Every text of the page a person reads or hears: text nodes and the attributes that speak. */
function pageTexts(root: Node = document.body): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.parentElement?.closest('style, script')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    } else {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'aria-valuetext']) {
        const value = (node as Element).getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
  }
  return texts;
}

/** The page's texts that are English texts of a catalog (brand names aside). */
function englishLeft(root?: Node): string[] {
  return pageTexts(root).filter((text) => !BRAND_NAMES.has(text) && ENGLISH_PATTERNS.some((pattern) => pattern.test(text)));
}

// ---------------------------------------------------------------------------------------

const now = new Date('2025-10-10T12:00:00.000Z');
const job = makeJob({ postedAt: '2025-10-07T12:00:00.000Z' });
const six = Array.from({ length: 6 }, (_, i) =>
  makeJob({ id: i + 1, slug: `job-${i + 1}`, title: `Position ${i + 1}`, type: i % 2 ? 'Part-time' : 'Full-time' }),
);
const withRemote = [...six, makeJob({ id: 7, slug: 'remote', title: 'Remote SRE', location: { city: '', state: null, country: 'Finland', isRemote: true }, salaryMin: null })];

type Submit = (slug: string, submission: ApplicationSubmission, options: ApplicationOptions) => Promise<{ ok: true; reference: string }>;

function clientWith(submitApplication: Submit = async () => ({ ok: true, reference: 'A' })) {
  const submit = vi.fn(submitApplication);
  return {
    client: { getJobs: vi.fn(async () => [job]), getJobBySlug: vi.fn(async () => job), submitApplication: submit } satisfies JobBoardClient & {
      submitApplication: Submit;
    },
    submit,
  };
}

const pending = (): JobBoardClient => ({
  getJobs: vi.fn(() => new Promise<never>(() => {})),
  getJobBySlug: vi.fn(() => new Promise<never>(() => {})),
});

const failing = (): JobBoardClient => ({
  getJobs: vi.fn(async () => Promise.reject(Object.assign(new Error('500: boom'), { status: 500 }))),
  getJobBySlug: vi.fn(),
});

const pdf = (size = 2048) => new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' });

type Texts = (id: JobBoardMessageId, values?: Record<string, unknown>) => string;

/** A language's texts as the widget reads them: its own catalog over the shared ones (`any` id). */
async function catalogOf(locale: string): Promise<Texts & { any: (id: string) => string }> {
  let language: ReturnType<typeof useMessages<JobBoardMessageId>> | undefined;
  function Probe() {
    language = useMessages<JobBoardMessageId>();
    return null;
  }
  const { unmount } = render(
    <WidgetLocale catalog={JOB_BOARD_CATALOG} widget="@joognoo/job-board" locale={locale}>
      <Probe />
    </WidgetLocale>,
  );
  await waitFor(() => expect(language).toBeDefined());
  unmount();
  const { t } = language!;
  return Object.assign((id: JobBoardMessageId, values?: Record<string, unknown>) => t(id, values), { any: (id: string) => (t as (id: string) => string)(id) });
}

/** The open toast of `variant` once it shows. */
const toastOf = (variant: 'default' | 'destructive') =>
  waitFor(() => {
    const item = document.querySelector(`li[role="status"][data-variant="${variant}"]`);
    expect(item).not.toBeNull();
    return item!;
  });

const rootOf = (element: Element) => element.closest('[lang]')!;

const cvInput = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input[type="file"]')!;

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('lang');
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  Reflect.deleteProperty(navigator, 'share');
});

describe('the walk of the page finds English', () => {
  it('in an English list, job and form (so an empty finding elsewhere means something)', async () => {
    const { client } = clientWith();
    render(
      <>
        <JobList initialData={six} paged />
        <JobDetail slug={job.slug} initialData={{ job }} client={client} now={now} />
      </>,
    );
    await screen.findByRole('form', { name: APPLICATION_LABELS.heading }, { timeout: 10_000 });
    const found = englishLeft();
    for (const text of ['Current Openings', 'Show all positions (6)', 'View Details: Position 1', 'Posted 3 days ago', 'privacy policy', APPLICATION_LABELS.cv, 'Full-time']) {
      expect(found).toContain(text);
    }
  });
});

describe.each([
  { locale: 'ar', dir: 'rtl' },
  { locale: 'ms', dir: 'ltr' },
  { locale: 'zh', dir: 'ltr' },
  { locale: 'hi', dir: 'ltr' },
])('in $locale, every text of the board', ({ locale, dir }) => {
  it('the list: heading, cards, types, salary, remote place, Show all, its root marked', async () => {
    const t = await catalogOf(locale);
    render(<JobList locale={locale} initialData={withRemote} paged />);
    const heading = await screen.findByRole('heading', { name: t('jobBoard.list.heading') });
    const root = rootOf(heading);
    expect([root.tagName, root.getAttribute('lang'), root.getAttribute('dir')]).toEqual(['SECTION', locale, dir]);
    expect(screen.getByRole('button', { name: t('jobBoard.list.showAll', { count: 7 }) })).toBeTruthy();
    expect(screen.getAllByText(t('jobBoard.type.fullTime')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(t('jobBoard.type.partTime')).length).toBeGreaterThan(0);
    expect(screen.getByText(t('jobBoard.location.remote', { country: 'Finland' }))).toBeTruthy();
    expect(screen.getByText(t('jobBoard.salary.competitive'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('jobBoard.card.viewDetailsLabel', { title: 'Position 1' }) })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('the list: empty, failed (with Try again) and loading', async () => {
    const t = await catalogOf(locale);
    const { unmount } = render(<JobList locale={locale} initialData={[]} />);
    expect(await screen.findByText(t('jobBoard.list.empty'))).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    unmount();

    const failed = render(<JobList locale={locale} client={failing()} />);
    expect(await screen.findByText(t('jobBoard.list.loadFailed'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('jobBoard.list.tryAgain') })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    failed.unmount();

    render(<JobList locale={locale} client={pending()} />);
    expect((await screen.findByRole('status')).textContent).toBe(t('jobBoard.list.loading'));
    expect(englishLeft()).toEqual([]);
  });

  it('a card on its own speaks its own locale, its root marked', async () => {
    const t = await catalogOf(locale);
    render(<JobCardView locale={locale} job={job} href="/careers/x" Link={(props) => <a href={props.href}>{props.children}</a>} />);
    const card = await screen.findByTestId('job-card');
    expect([card.getAttribute('lang'), card.getAttribute('dir')]).toEqual([locale, dir]);
    expect(within(card).getByText(t('jobBoard.card.viewDetails'))).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('the job, its application form, a validation message, the upload, the toasts; the application sends its locale', async () => {
    const user = userEvent.setup();
    const t = await catalogOf(locale);
    let resolve!: (value: { ok: true; reference: string }) => void;
    const { client, submit } = clientWith(() => new Promise((r) => (resolve = r)));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<JobDetail locale={locale} slug={job.slug} initialData={{ job }} client={client} now={now} url="https://www.joognoo.com/careers/x" />);
    const form = await screen.findByRole('form', { name: t('jobBoard.application.heading') }, { timeout: 10_000 });
    const title = screen.getByRole('heading', { level: 1, name: job.title });
    expect([rootOf(title).getAttribute('lang'), rootOf(title).getAttribute('dir')]).toEqual([locale, dir]);
    expect(screen.getByText(t('jobBoard.posted.ago', { ago: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-3, 'day') }))).toBeTruthy();
    // The link above the job and the button below it.
    expect(screen.getAllByRole('link', { name: new RegExp(t('jobBoard.detail.backToCareers')) })).toHaveLength(2);
    expect(screen.getByRole('link', { name: t('jobBoard.detail.applyNow') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('jobBoard.application.consent').replace(/^.*<0>(.*)<\/0>.*$/s, '$1') })).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    // Every field valid but the CV: its message is the schemas' in this language.
    const field = (id: JobBoardMessageId) => within(form).getByLabelText(t(id), { exact: false }) as HTMLInputElement;
    fireEvent.change(field('jobBoard.application.firstName'), { target: { value: 'Ann' } });
    fireEvent.change(field('jobBoard.application.lastName'), { target: { value: 'Smith' } });
    fireEvent.change(field('jobBoard.application.email'), { target: { value: 'ann@example.com' } });
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: t('jobBoard.application.submit') }));
    const cvMessage = await within(form).findByRole('alert');
    expect(cvMessage.textContent).not.toBe(APPLICATION_MESSAGES.cvRequired);
    expect(englishLeft()).toEqual([]);
    expect(submit).not.toHaveBeenCalled();

    // A large CV: the upload's progress, then the success toast.
    await user.upload(cvInput(form), pdf(APPLICATION_PROGRESS_MIN_BYTES * 2));
    await user.click(within(form).getByRole('button', { name: t('jobBoard.application.submit') }));
    expect(within(form).getByRole('button', { name: t('jobBoard.application.pending') })).toBeTruthy();
    expect(within(form).getByRole('progressbar', { name: t('jobBoard.application.uploading') })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    expect(submit.mock.calls[0]![1].locale).toBe(locale);
    await act(async () => resolve({ ok: true, reference: 'JA-1' }));
    const toast = await toastOf('default');
    expect([toast.getAttribute('lang'), toast.getAttribute('dir')]).toEqual([locale, dir]);
    expect(toast.textContent).toContain(t.any('outcome.application.success.title'));
    expect(toast.textContent).toContain(t.any('outcome.application.success.description'));
    expect(englishLeft()).toEqual([]);

    // Share: the link copied, said in this language.
    await user.click(screen.getByRole('button', { name: t('jobBoard.detail.share') }));
    expect(await screen.findByText(t('jobBoard.detail.linkCopied'))).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://www.joognoo.com/careers/x');
    expect(englishLeft()).toEqual([]);
  }, 60_000);

  it('a failed application: the failure toast with the form\'s own line, never the server\'s English', async () => {
    const user = userEvent.setup();
    const t = await catalogOf(locale);
    const { client } = clientWith(async () => {
      throw Object.assign(new Error('500: {}'), { name: 'ApiError', status: 500, body: { message: 'Something broke on our side.' } });
    });
    render(<JobDetail locale={locale} slug={job.slug} initialData={{ job }} client={client} now={now} />);
    const form = await screen.findByRole('form', { name: t('jobBoard.application.heading') }, { timeout: 10_000 });
    const field = (id: JobBoardMessageId) => within(form).getByLabelText(t(id), { exact: false }) as HTMLInputElement;
    fireEvent.change(field('jobBoard.application.firstName'), { target: { value: 'Ann' } });
    fireEvent.change(field('jobBoard.application.lastName'), { target: { value: 'Smith' } });
    fireEvent.change(field('jobBoard.application.email'), { target: { value: 'ann@example.com' } });
    await user.upload(cvInput(form), pdf());
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: t('jobBoard.application.submit') }));
    const toast = await toastOf('destructive');
    expect(toast.textContent).toContain(t.any('outcome.application.failure.title'));
    expect(toast.textContent).toContain(t.any('outcome.application.failure.fallback'));
    expect(document.body.textContent).not.toContain('Something broke on our side.');
    expect(englishLeft()).toEqual([]);
  }, 60_000);

  it('Job Not Found, the loading job and a closed job', async () => {
    const t = await catalogOf(locale);
    const gone = render(<JobDetail locale={locale} slug="gone" initialData={{ job: null }} />);
    const heading = await screen.findByRole('heading', { name: t('jobBoard.detail.notFound') });
    expect([rootOf(heading).getAttribute('lang'), rootOf(heading).getAttribute('dir')]).toEqual([locale, dir]);
    expect(screen.getByRole('link', { name: t('jobBoard.detail.viewAllJobs') })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    gone.unmount();

    const loading = render(<JobDetail locale={locale} slug="x" client={pending()} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(t('jobBoard.detail.loading'));
    expect([rootOf(status).getAttribute('lang'), rootOf(status).getAttribute('dir')]).toEqual([locale, dir]);
    expect(englishLeft()).toEqual([]);
    loading.unmount();

    render(<JobDetail locale={locale} slug={job.slug} initialData={{ job: { ...job, closedAt: '2025-10-09T00:00:00.000Z' } }} now={now} />);
    expect(await screen.findByText(t('jobBoard.application.closed'), undefined, { timeout: 10_000 })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  }, 60_000);
});

describe('Arabic counts, dates and amounts', () => {
  it('"Show all positions" takes the six CLDR plural forms of Arabic: 0, 1, 2, 3, 11, 100', async () => {
    const t = await catalogOf('ar');
    const counts = [0, 1, 2, 3, 11, 100];
    expect(counts.map((count) => new Intl.PluralRules('ar').select(count))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(counts.map((count) => t('jobBoard.list.showAll', { count }))).toEqual([
      'عرض كل الوظائف (لا توجد وظائف)',
      'عرض الوظيفة (وظيفة واحدة)',
      'عرض الوظيفتين كلتيهما',
      'عرض كل الوظائف (3 وظائف)',
      'عرض كل الوظائف (11 وظيفة)',
      'عرض كل الوظائف (100 وظيفة)',
    ]);
  });

  it('in ar-SA: Arabic digits in the count, the salary (formatRange, or each bound its sign) and the relative posted time', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => makeJob({ id: i + 1, slug: `j-${i}`, title: `Role ${i}` }));
    const list = render(<JobList locale="ar-SA" initialData={eleven} paged />);
    expect(await screen.findByRole('button', { name: 'عرض كل الوظائف (١١ وظيفة)' })).toBeTruthy();
    expect(rootOf(screen.getByRole('heading', { name: 'الوظائف الشاغرة' })).getAttribute('lang')).toBe('ar');
    list.unmount();

    const year = makeJob({ postedAt: '2024-09-01T12:00:00.000Z', salaryCurrency: 'EUR' });
    const euros = render(<JobDetail locale="ar-SA" slug={year.slug} initialData={{ job: year }} now={now} />);
    await screen.findByRole('heading', { level: 1 });
    // (The page's text with its white space as one space each, as testing-library reads it.)
    expect(screen.getAllByText('\u200f١٢٠٬٠٠٠ € – \u200f١٦٠٬٠٠٠ €').length).toBeGreaterThan(0);
    expect(screen.getByText('نُشرت السنة الماضية')).toBeTruthy();
    euros.unmount();

    render(<JobDetail locale="ar-SA" slug={job.slug} initialData={{ job }} now={now} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('\u200f١٢٠٬٠٠٠ SGD – \u200f١٦٠٬٠٠٠ SGD').length).toBeGreaterThan(0);
    expect(screen.getByText('نُشرت قبل ٣ أيام')).toBeTruthy();
    expect(screen.getByText('دوام كامل')).toBeTruthy();
  });

  it('a de-DE page gets English texts and English formats, exactly as before', async () => {
    const year = makeJob({ postedAt: '2024-09-01T12:00:00.000Z', salaryMin: 55000, salaryMax: 70000, salaryCurrency: 'USD' });
    const { unmount } = render(<JobDetail locale="de-DE" slug={year.slug} initialData={{ job: year }} now={now} />);
    const title = await screen.findByRole('heading', { level: 1 });
    expect([rootOf(title).getAttribute('lang'), rootOf(title).getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(screen.getAllByText('$55,000 – $70,000').length).toBeGreaterThan(0);
    expect(screen.getByText('Posted last year')).toBeTruthy();
    expect(screen.getByText('Full-time')).toBeTruthy();
    unmount();
    render(<JobDetail locale="de-DE" slug={job.slug} initialData={{ job }} now={now} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('S$120,000 – S$160,000').length).toBeGreaterThan(0);
    expect(screen.getByText('Posted 3 days ago')).toBeTruthy();
  });
});

describe('the English catalog is the English of its sources', () => {
  const english = (id: JobBoardMessageId, values?: Record<string, unknown>) => englishMessage(JOB_BOARD_CATALOG, id, values);

  it("the form's labels are APPLICATION_LABELS of @joognoo/schemas, the closed job APPLICATION_MESSAGES.jobClosed", () => {
    const labels = ['firstName', 'lastName', 'email', 'phone', 'profileUrl', 'coverLetter', 'submit', 'pending', 'heading'] as const;
    for (const label of labels) expect(english(`jobBoard.application.${label}`)).toBe(APPLICATION_LABELS[label]);
    expect(english('jobBoard.application.cv', { size: '10 MB' })).toBe(APPLICATION_LABELS.cv);
    expect(APPLICATION_CV_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(english('jobBoard.application.consent').replace(/<\/?0>/g, '')).toBe(APPLICATION_LABELS.consent);
    expect(english('jobBoard.application.closed')).toBe(APPLICATION_MESSAGES.jobClosed);
    expect(english('jobBoard.application.uploading')).toBe(UPLOAD_PROGRESS_LABEL);
    expect(english('jobBoard.detail.applyForPosition')).toBe(APPLICATION_LABELS.heading);
  });

  it('the company blurb and the equal-opportunity statement are COMPANY_BLURB and EQUAL_OPPORTUNITY_STATEMENT', () => {
    expect(english('jobBoard.detail.companyBlurb', CONTENT_VALUES)).toBe(COMPANY_BLURB);
    expect(english('jobBoard.detail.equalOpportunityStatement', CONTENT_VALUES)).toBe(EQUAL_OPPORTUNITY_STATEMENT);
  });
});

describe("the embedder's words and the element", () => {
  it('messages replace texts by id, ICU plurals included', async () => {
    render(
      <JobList
        initialData={six}
        paged
        messages={{ 'jobBoard.list.heading': 'Join us', 'jobBoard.list.showAll': '{count, plural, one {# more role} other {All # roles}}' }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Join us' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 6 roles' })).toBeTruthy();
    // The other texts stay the widget's.
    expect(screen.getAllByText('View Details')).toHaveLength(6);
  });

  it('JobBoardWidget speaks its locale (zh-CN) to the list and to a job', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
        return new Response(JSON.stringify(path === '/api/jobs' ? six : six[0]), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const { rerender } = render(<JobBoardWidget locale="zh-CN" apiBase="https://www.joognoo.com" />);
    const heading = await screen.findByRole('heading', { name: '当前空缺职位' });
    expect(rootOf(heading).getAttribute('lang')).toBe('zh');
    await screen.findAllByRole('link', { name: /^查看详情：/ });
    expect(englishLeft()).toEqual([]);
    rerender(<JobBoardWidget locale="zh-CN" apiBase="https://www.joognoo.com" job="job-1" />);
    expect(await screen.findAllByRole('link', { name: /返回招聘页面/ })).toHaveLength(2);
    await screen.findByRole('form', { name: '申请该职位' }, { timeout: 10_000 });
    expect(englishLeft()).toEqual([]);
  }, 60_000);

  it('<joognoo-job-board locale="ar"> marks its roots and speaks Arabic; without locale it follows <html lang> (ms-MY)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(six), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const arabic = document.createElement(JOB_BOARD_TAG);
    arabic.setAttribute('api-base', 'https://www.joognoo.com');
    arabic.setAttribute('locale', 'ar');
    document.body.append(arabic);
    await waitFor(() => expect(arabic.shadowRoot?.querySelector('h2')?.textContent).toBe('الوظائف الشاغرة'), { timeout: 10_000 });
    const section = arabic.shadowRoot!.querySelector('section')!;
    expect([section.getAttribute('lang'), section.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(arabic.shadowRoot!.querySelector('.joognoo-root')?.getAttribute('dir')).toBe('rtl');
    expect(englishLeft(arabic.shadowRoot!)).toEqual([]);
    // The JobPosting JSON-LD is for search engines: it stays English, whatever the widget speaks.
    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]')!.textContent!;
    const postings = (JSON.parse(jsonLd) as { '@graph': { description: string; employmentType: string }[] })['@graph'];
    expect(postings[0]!.description).toContain('<h3>Responsibilities</h3>');
    expect(postings[0]!.employmentType).toBe('FULL_TIME');
    expect(JSON.stringify(postings)).not.toMatch(/\p{Script=Arabic}/u);
    arabic.remove();

    document.documentElement.lang = 'ms-MY';
    const malay = document.createElement(JOB_BOARD_TAG);
    malay.setAttribute('api-base', 'https://www.joognoo.com');
    document.body.append(malay);
    await waitFor(() => expect(malay.shadowRoot?.querySelector('h2')?.textContent).toBe('Jawatan Kosong Semasa'), { timeout: 10_000 });
    expect(englishLeft(malay.shadowRoot!)).toEqual([]);
    malay.remove();
  });
});

/** Once `validate` gives each field's code (the schemas' validation codes), every field's message reads in the language. */
const validateGivesCodes = 'codes' in validate(applicationSchema, {});

describe.runIf(validateGivesCodes)('every field message in Arabic (with the schemas\' validation codes)', () => {
  it('an empty form shows no English', async () => {
    const user = userEvent.setup();
    const t = await catalogOf('ar');
    render(<JobDetail locale="ar" slug={job.slug} initialData={{ job } as { job: Job }} client={clientWith().client} now={now} />);
    const form = await screen.findByRole('form', { name: t('jobBoard.application.heading') }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: t('jobBoard.application.submit') }));
    await within(form).findAllByRole('alert');
    expect(englishLeft()).toEqual([]);
  }, 60_000);
});
