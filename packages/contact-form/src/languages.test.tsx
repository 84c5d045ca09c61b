/**
 * The contact form in the visitor's language: every text it shows (text, placeholders, aria
 * labels, titles), in each variant and each state a visitor reaches (empty, every message
 * shown, pending, a failure toast, a success toast), is the language's, never English; its
 * root carries `lang` and `dir`; the request carries the language.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  ABOUT_INTEREST_OPTIONS,
  BRAND,
  CONTACT_INTEREST_OPTIONS,
  CONTACT_OUTCOMES,
  HOME_INTEREST_FULL_SUITE,
  HOME_INTEREST_GROUPS,
  contactSchemas,
  validate,
} from '@joognoo/schemas';
import { SCHEMAS_CATALOG } from '@joognoo/schemas/catalog';
import { UI_CATALOG, createTranslator, type Catalog } from '@joognoo/ui';
import { KIT_CATALOG, preloadWidgetLanguage } from '@joognoo/widget-kit';
import english from './locales/en/messages.json';
import arabic from './locales/ar/messages.json';
import malay from './locales/ms/messages.json';
import chinese from './locales/zh/messages.json';
import hindi from './locales/hi/messages.json';
import { CONTACT_FORM_CATALOG } from './catalog';
import { ContactForm } from './contact-form';
import { CONTACT_FORM_TAG } from './embed';
import type { ContactRequestBody } from './submission';
import { CONTACT_FORM_VARIANTS, INTEREST_GROUP_IDS, interestMessageId, type ContactFormVariant, type InterestValue } from './variants';

type Locale = 'en' | 'ar' | 'ms' | 'zh' | 'hi';
const TRANSLATED = ['ar', 'ms', 'zh', 'hi'] as const;
const CATALOGS: Record<Locale, Record<string, string>> = { en: english, ar: arabic, ms: malay, zh: chinese, hi: hindi };

/** Names that are the same in every language: the brand's products and the Xcelerate line. */
const BRAND_NAMES = new Set<string>([
  ...HOME_INTEREST_GROUPS.flatMap((group) => group.options.map((option) => option.label)),
  ...Object.values(BRAND.products).map((product) => product.name),
]);

const TEXT_ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt', 'label', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext'];

/** A text in some language has a letter (the required marker `*` has none). */
const WORDS = /\p{L}/u;

/** Every text a visitor can see or hear under `node`: text nodes and text attributes (not what they typed). */
function textsOf(node: Node, found: string[] = []): string[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent?.trim();
    if (text && WORDS.test(text)) found.push(text);
    return found;
  }
  if (node instanceof Element) {
    if (['STYLE', 'SCRIPT', 'TEXTAREA'].includes(node.tagName)) return found;
    for (const name of TEXT_ATTRIBUTES) {
      const value = node.getAttribute(name)?.trim();
      if (value && WORDS.test(value)) found.push(value);
    }
  }
  for (const child of Array.from(node.childNodes)) textsOf(child, found);
  return found;
}

/** The English texts of a catalog, with the arguments this form passes. */
function englishTexts(catalog: Catalog): string[] {
  const { t } = createTranslator('en', 'en', catalog.en);
  return Object.keys(catalog.en).map((id) => t(id, { brand: BRAND.name }));
}

/** What the form answers in English: an English failure line of the server (a 429 speaks it in English). */
const SERVER_LINE = 'Too many requests. Please wait a minute and try again.';

/**
 * Texts another engineer's part of @joognoo/schemas translates: the field messages (by their
 * `validation.<code>` ids) and the toasts (`outcome.<name>.*`). Until those ids are in the
 * schemas' catalog they are English in every language; as soon as they are, they must not be.
 */
function notYetTranslated(variant: ContactFormVariant): Set<string> {
  const ids = Object.keys(SCHEMAS_CATALOG.en);
  const pending = new Set<string>();
  if (!ids.some((id) => id.startsWith('validation.'))) {
    const result = validate(contactSchemas[variant], { firstName: '', lastName: '', email: '', company: '', interest: '', message: '', consent: false });
    for (const message of Object.values(result.errors ?? {})) pending.add(message);
  }
  const name = variant === 'home' ? 'homeContact' : 'sendMessage';
  if (!ids.some((id) => id.startsWith(`outcome.${name}.`))) {
    const { success, failure } = CONTACT_OUTCOMES[variant];
    for (const text of [success.title, success.description, failure.title, failure.description]) pending.add(text);
  }
  return pending;
}

let answers: Array<() => Promise<Response>>;
let sent: Array<Record<string, unknown>>;

/** A fetch that records each body and gives the next queued answer (201 when none is queued). */
function stubNetwork() {
  answers = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      sent.push(JSON.parse(await new Request(input, init).text()) as Record<string, unknown>);
      const answer = answers.shift();
      return answer ? answer() : json(201, { ok: true });
    }),
  );
  // A failed submission logs one line; the tests read the screen.
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

function restore() {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
}

beforeEach(stubNetwork);
afterEach(restore);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Adds `<joognoo-contact-form>` and waits for its form. */
async function mount(attributes: Record<string, string>): Promise<ShadowRoot> {
  const element = document.createElement(CONTACT_FORM_TAG);
  element.setAttribute('api-base', 'https://api.example');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
  return element.shadowRoot!;
}

function type(root: ShadowRoot, name: string, value: string) {
  const control = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

const PRESETS: Record<ContactFormVariant, InterestValue> = { home: 'full-suite', about: 'other', contact: 'addons' };

/**
 * A visitor's way through one form, its texts read at each step: as it first shows, with
 * every message (sent empty), pending, after a failure toast (a 429 with the server's English
 * line) and after the success toast.
 */
async function visit(variant: ContactFormVariant, locale: Locale): Promise<{ form: HTMLFormElement; texts: Map<string, string[]> }> {
  const texts = new Map<string, string[]>();
  const root = await mount({ variant, locale });
  const form = root.querySelector('form')!;
  const read = (step: string) => texts.set(step, textsOf(root));
  read('shown');

  form.requestSubmit();
  await waitFor(() => expect(root.querySelectorAll('[role="alert"]').length).toBeGreaterThan(0));
  read('every message');

  const interest = CATALOGS[locale][interestMessageId(PRESETS[variant])];
  await waitFor(() => expect(root.querySelector('[role="combobox"]')).toBeTruthy());
  root.querySelector<HTMLElement>('[role="combobox"]')!.click();
  [...root.querySelectorAll<HTMLElement>('[role="option"]')].find((option) => option.textContent === interest)!.click();
  type(root, 'firstName', 'Ada');
  type(root, 'lastName', 'Lovelace');
  type(root, 'email', 'ada@example.com');
  type(root, 'company', 'Analytical Engines');
  type(root, 'message', 'Please call me next week.');
  root.querySelector<HTMLInputElement>('input[name="consent"]')!.click();
  await waitFor(() => expect(root.querySelectorAll('[role="alert"]')).toHaveLength(0));

  answers.push(async () => json(429, { message: SERVER_LINE }));
  form.requestSubmit();
  await waitFor(() => expect(root.querySelector('.joognoo-toasts [role="status"]')).toBeTruthy());
  read('failure toast');

  let settle!: () => void;
  answers.push(() => new Promise((resolve) => (settle = () => resolve(json(201, { ok: true })))));
  form.requestSubmit();
  await waitFor(() => expect(settle).toBeTypeOf('function'));
  await waitFor(() => expect(root.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true));
  read('pending');
  settle();
  await waitFor(() => expect(root.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false));
  await waitFor(() => expect(root.querySelector('input[name="firstName"]')).toHaveProperty('value', ''));
  read('success toast');
  return { form, texts };
}

describe('the catalogs', () => {
  it("give each interest option by its value exactly the schemas' English label, and the group headings theirs", () => {
    const options: ReadonlyArray<{ value: InterestValue; label: string }> = [
      ...HOME_INTEREST_GROUPS.flatMap((group): ReadonlyArray<{ value: InterestValue; label: string }> => group.options),
      HOME_INTEREST_FULL_SUITE,
      ...ABOUT_INTEREST_OPTIONS,
      ...CONTACT_INTEREST_OPTIONS,
    ];
    for (const option of options) expect(english[interestMessageId(option.value) as keyof typeof english]).toBe(option.label);
    expect(INTEREST_GROUP_IDS.map((id) => english[id])).toEqual(HOME_INTEREST_GROUPS.map((group) => group.label));
  });

  it('keep the brand and product names in every language, and translate everything else', () => {
    for (const locale of TRANSLATED) {
      for (const [id, text] of Object.entries(english)) {
        if (BRAND_NAMES.has(text)) expect(CATALOGS[locale][id], `${locale} ${id}`).toBe(text);
        else expect(CATALOGS[locale][id], `${locale} ${id}`).not.toBe(text);
      }
    }
  });
});

describe('<joognoo-contact-form> in the visitor\'s language', () => {
  /** Everything the form says in English, in the same steps, and every English catalog text. */
  const englishSeen = new Map<ContactFormVariant, Set<string>>();
  beforeAll(async () => {
    const catalogTexts = [CONTACT_FORM_CATALOG, UI_CATALOG, KIT_CATALOG, SCHEMAS_CATALOG].flatMap(englishTexts);
    for (const variant of CONTACT_FORM_VARIANTS) {
      stubNetwork();
      const { texts } = await visit(variant, 'en');
      restore();
      const walked = [...texts.values()].flat();
      // The English walk reads what it must: the variant's consent line, the server's line.
      expect(walked).toContain(createTranslator('en', 'en', CONTACT_FORM_CATALOG.en).t(`contact.${variant}.consent`, { brand: BRAND.name }));
      expect(walked).toContain(SERVER_LINE);
      const seen = new Set([...catalogTexts, ...walked]);
      englishSeen.set(variant, seen);
    }
  }, 120_000);

  describe.each(TRANSLATED)('locale="%s"', (locale) => {
    it.each(CONTACT_FORM_VARIANTS)('the %s form says nothing in English in any state, and marks its root', async (variant) => {
      const { form, texts } = await visit(variant, locale);
      expect(form.getAttribute('lang')).toBe(locale);
      expect(form.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      const toastBox = (form.getRootNode() as ShadowRoot).querySelector('.joognoo-toasts')!;
      expect(toastBox.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');

      const english = englishSeen.get(variant)!;
      const allowed = notYetTranslated(variant);
      const leftInEnglish: string[] = [];
      for (const [step, seen] of texts) {
        expect(seen.length, step).toBeGreaterThan(5);
        for (const text of seen) {
          if (english.has(text) && !BRAND_NAMES.has(text) && !allowed.has(text)) leftInEnglish.push(`${step}: ${text}`);
        }
      }
      expect(leftInEnglish).toEqual([]);
      // The server's English line never reaches a visitor of another language.
      expect([...texts.values()].flat()).not.toContain(SERVER_LINE);
      // Its own texts are there: the title, and the pending button.
      expect(texts.get('shown')).toContain(CATALOGS[locale][`contact.${variant}.title`]);
      expect(texts.get('pending')).toContain(CATALOGS[locale][`contact.${variant}.pending`]);
      // Every request carried the language.
      expect(sent.map((body) => body.locale)).toEqual([locale, locale]);
    }, 60_000);
  });

  it('with locale="ar-AE" speaks Arabic from right to left, the form and its toasts', async () => {
    const root = await mount({ locale: 'ar-AE', variant: 'home' });
    const form = root.querySelector('form')!;
    expect(form.getAttribute('lang')).toBe('ar');
    expect(form.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('.joognoo-root')?.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('h2')?.textContent).toBe('طلب معلومات');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('إرسال الطلب');
    await waitFor(() => expect(root.querySelector('[role="combobox"]')?.textContent).toBe('اختر خيارًا'));
    expect(root.querySelector<HTMLInputElement>('input[name="locale"]')?.value).toBe('ar');
  });

  it("without locale, it follows the page's <html lang> when shipped (ms-MY), else English (de)", async () => {
    document.documentElement.lang = 'ms-MY';
    const malayForm = await mount({});
    expect(malayForm.querySelector('h2')?.textContent).toBe('Tinggalkan Mesej');
    expect(malayForm.querySelector('form')?.getAttribute('lang')).toBe('ms');
    expect(malayForm.querySelector('form')?.getAttribute('dir')).toBe('ltr');
    document.body.replaceChildren();

    document.documentElement.lang = 'de';
    const germanPage = await mount({});
    expect(germanPage.querySelector('h2')?.textContent).toBe('Send Us a Message');
    expect(germanPage.querySelector('form')?.getAttribute('lang')).toBe('en');
  });

  it("takes the embedder's words by message id: a label, an option, the consent line with its argument", async () => {
    const messages = JSON.stringify({
      'contact.field.firstName': 'Given name',
      'contact.interest.addons': 'Extras',
      'contact.contact.consent': '{brand} may call me.',
    });
    const root = await mount({ locale: 'ar', messages });
    const label = (name: string) => root.querySelector(`label[for="${root.querySelector(`[name="${name}"]`)!.id}"]`)?.textContent;
    await waitFor(() => expect(label('firstName')).toBe('Given name*'));
    expect(label('lastName')).toBe('اسم العائلة*');
    expect(label('consent')).toBe('Joognoo may call me.');
    expect([...root.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toContain('Extras');
  });
});

describe('<ContactForm locale>', () => {
  it('sends the language it speaks with the lead, and posts it without JavaScript', async () => {
    const user = userEvent.setup();
    const submitContact = vi.fn(async (_body: ContactRequestBody, _options: { idempotencyKey: string }) => ({}));
    const { container } = render(<ContactForm variant="contact" locale="zh-CN" interest="addons" hideInterest client={{ submitContact }} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: '给我们留言' })).toBeTruthy());
    expect(container.querySelector<HTMLInputElement>('input[name="locale"]')?.value).toBe('zh');
    await user.type(screen.getByLabelText(/^名字/), 'Ada');
    await user.type(screen.getByLabelText(/^姓氏/), 'Lovelace');
    await user.type(screen.getByLabelText(/^电子邮箱/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^公司/), 'Analytical Engines');
    await user.type(screen.getByLabelText(/^留言/), 'Please call me next week.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    await waitFor(() => expect(submitContact).toHaveBeenCalledTimes(1));
    expect(submitContact.mock.calls[0]![0]).toMatchObject({ locale: 'zh', form: 'contact', interest: 'addons' });
  });

  it('server-renders in Arabic once its texts are preloaded: the no-JS form, its native select and option groups', async () => {
    await preloadWidgetLanguage(CONTACT_FORM_CATALOG, 'ar');
    const html = renderToString(<ContactForm variant="home" locale="ar" client={{ submitContact: async () => ({}) }} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect(form.getAttribute('lang')).toBe('ar');
    expect(form.getAttribute('dir')).toBe('rtl');
    expect([...container.querySelectorAll('optgroup')].map((group) => group.getAttribute('label'))).toEqual(['مسرّعات الهندسة', 'مسرّعات الأعمال']);
    expect(container.querySelector('option[value="full-suite"]')?.textContent).toBe('الحزمة الكاملة');
    expect(container.querySelector('option[value=""]')?.textContent).toBe('اختر خيارًا');
    const englishCatalog = new Set(englishTexts(CONTACT_FORM_CATALOG));
    const inEnglish = textsOf(container).filter((text) => englishCatalog.has(text) && !BRAND_NAMES.has(text));
    expect(inEnglish).toEqual([]);
  });
});
