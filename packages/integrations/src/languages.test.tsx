import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  CICD_PROVIDER_OPTIONS,
  PROMPT_CATEGORIES,
  INTEGRATION_OUTCOMES,
  cicdConnectionSchema,
  jiraConnectionSchema,
  promptTemplateInputSchema,
  validate,
  type PromptTemplate,
} from '@joognoo/schemas';
import { SCHEMAS_CATALOG } from '@joognoo/schemas/catalog';
import { UI_CATALOG } from '@joognoo/ui';
import english from './locales/en/messages.json';
import { categoryLabel } from './format';
import { IntegrationsPanel, type IntegrationsClient, type IntegrationsData } from './index';
import { INTEGRATIONS_TAG } from './embed';

/** The visitor's own data (names, addresses, prompts): shown as typed, in any language. */
const DATA = {
  name: 'Payments Service Generator',
  renamed: 'Ledger Service Generator',
  description: 'Builds the ledger services of the payments team',
  prompt: 'Write a {language} module named {module_name} for the ledger, with audit logging.',
  jiraUrl: 'https://acme.atlassian.net',
  project: 'ACME',
  repository: 'acme/app@develop',
} as const;

/** The API's line (English): in another language the failure toast reads the panel's own. */
const SERVER_MESSAGE = 'Prompt template not found.';

/** Product and brand names stay as they are in every language. */
const PRODUCT_NAMES = new Set(['Jira', 'CI/CD', 'OWASP', ...CICD_PROVIDER_OPTIONS.map((option) => option.label)]);

const saved = (id: number): PromptTemplate => ({ id, name: DATA.name, description: DATA.description, prompt: DATA.prompt, category: 'code-generation' });

const CONNECTED: IntegrationsData = {
  jira: { connected: true, jiraUrl: DATA.jiraUrl, jiraProject: DATA.project },
  cicd: { connected: true, provider: 'gitlab-ci', repository: 'acme/app', branch: 'develop' },
  prompts: [saved(7)],
};

function apiError(status: number, body?: Record<string, unknown>) {
  return Object.assign(new Error(`${status}: ${body ? JSON.stringify(body) : 'Error'}`), { name: 'ApiError', status, body });
}

function stubClient() {
  let refuseLoad!: () => void;
  const loadRefused = new Promise<never>((_, reject) => {
    refuseLoad = () => reject(apiError(401, { message: 'Please sign in to continue.' }));
  });
  const client = {
    getIntegrations: vi.fn(async () => loadRefused),
    connectJira: vi.fn(async () => ({ message: 'Jira integration successful' })),
    connectCicd: vi.fn(async () => ({ message: 'CI/CD integration successful' })),
    savePrompt: vi.fn(async (body: Omit<PromptTemplate, 'id'>) => ({ ...body, id: 8 })),
    updatePrompt: vi.fn(async (id: number, body: Omit<PromptTemplate, 'id'>) => ({ ...body, id })),
    deletePrompt: vi.fn(async () => Promise.reject(apiError(404, { message: SERVER_MESSAGE }))),
  } satisfies IntegrationsClient;
  // The load is refused when the test says so: the spinner shows until then.
  return Object.assign(client, { refuseLoad: () => refuseLoad() });
}

/** Every text a person or a screen reader meets: text nodes, placeholders, accessible names, titles. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) texts.push(element.getAttribute(attribute) ?? '');
  }
  // Words only: a lone '*' or ' (' is no text of any language.
  return texts.map((text) => text.trim()).filter((text) => /\p{L}/u.test(text));
}

const root = () => document.querySelector('section[aria-labelledby]') as HTMLElement;
const panel = () => screen.getByRole('tabpanel');
const openTab = (tab: string) => fireEvent.click(document.querySelector(`[role="tab"][data-value="${tab}"]`)!);
const field = (name: string) => panel().querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(panel().querySelector('button[type="submit"]')!);
/** The toast on screen (one at a time; a dismissed one may stay hidden for a moment). */
const toast = (variant?: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-toast-viewport] [role="status"]${variant ? `[data-variant="${variant}"]` : ''}`)]
    .filter((element) => !element.closest('[hidden]'))
    .at(-1);

/**
 * The panel in every state it can show, its texts collected along the way: saved
 * connections and a template (Manage, Active, the count, the status lines), each tab, each
 * form's validation messages, the template menu, editing, a failed delete, a save; then a
 * panel whose load failed (Connect, Create, the spinner, the load toast).
 */
async function tour(locale: string, client = stubClient()): Promise<{ texts: string[]; client: typeof client }> {
  const texts: string[] = [];
  const collect = () => texts.push(...shownTexts());

  const { unmount } = render(<IntegrationsPanel locale={locale} client={client} initialData={CONNECTED} />);
  await waitFor(() => expect(root()).toBeTruthy());
  collect();

  // Jira: the messages of an empty token and project, then a connection.
  type('jiraProject', '');
  submit();
  await waitFor(() => expect(panel().querySelector('[aria-invalid="true"]')).toBeTruthy());
  collect();
  type('jiraApiToken', 'secret-token');
  type('jiraProject', DATA.project);
  submit();
  await waitFor(() => expect(client.connectJira).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(toast()).toBeTruthy());
  collect();

  // CI/CD: the key's message, then a connection.
  openTab('cicd');
  submit();
  await waitFor(() => expect(panel().querySelector('[aria-invalid="true"]')).toBeTruthy());
  collect();
  type('apiKey', 'ci-key');
  submit();
  await waitFor(() => expect(client.connectCicd).toHaveBeenCalledTimes(1));
  collect();

  // Custom prompts: the form's messages, the template's menu, an edit, a failed delete, a save.
  openTab('prompts');
  submit();
  await waitFor(() => expect(panel().querySelector('[aria-invalid="true"]')).toBeTruthy());
  collect();
  const menu = () => screen.getByRole('heading', { name: DATA.name }).closest('article')!.querySelector('button[aria-expanded]')!;
  fireEvent.click(menu());
  const [edit] = within(await screen.findByRole('group')).getAllByRole('button');
  collect();
  fireEvent.click(edit!);
  await waitFor(() => expect(panel().querySelector('[data-mode="edit"]')).toBeTruthy());
  collect();
  type('name', DATA.renamed);
  submit();
  await waitFor(() => expect(client.updatePrompt).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(panel().querySelector('[data-mode="create"]')).toBeTruthy());
  collect();
  fireEvent.click(screen.getByRole('heading', { name: DATA.renamed }).closest('article')!.querySelector('button[aria-expanded]')!);
  const [, remove] = within(await screen.findByRole('group')).getAllByRole('button');
  fireEvent.click(remove!);
  await waitFor(() => expect(toast('destructive')).toBeTruthy());
  collect();
  type('name', DATA.name);
  type('description', DATA.description);
  type('prompt', DATA.prompt);
  submit();
  await waitFor(() => expect(client.savePrompt).toHaveBeenCalledTimes(1));
  collect();
  unmount();

  // A panel whose load failed: the spinner first, then the toast and the inactive cards.
  render(<IntegrationsPanel locale={locale} client={client} />);
  await waitFor(() => expect(root()?.querySelector('[role="status"]')).toBeTruthy());
  collect();
  await act(async () => client.refuseLoad());
  await waitFor(() => expect(toast('destructive')).toBeTruthy());
  await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(3));
  collect();
  return { texts, client };
}

/** Plain texts (no argument) of a compiled catalog. */
const plainTexts = (messages: Record<string, unknown>) => Object.values(messages).filter((text): text is string => typeof text === 'string');

/**
 * The schemas' texts (outcome toasts, validation messages) speak the visitor's language once
 * the schemas' catalog has them; until then they read in English, their fallback.
 */
const schemasSpeakIntegrations = 'outcome.jira.success.title' in SCHEMAS_CATALOG.en;
const schemasEnglish = schemasSpeakIntegrations
  ? []
  : [
      ...Object.values(INTEGRATION_OUTCOMES).flatMap((outcome) => Object.values(outcome).flatMap((text) => Object.values(text))),
      ...Object.values(validate(jiraConnectionSchema, { jiraUrl: 'https://acme.atlassian.net', jiraApiToken: '', jiraProject: '' }).errors ?? {}),
      ...Object.values(validate(cicdConnectionSchema, { provider: 'gitlab-ci', apiKey: '' }).errors ?? {}),
      ...Object.values(validate(promptTemplateInputSchema, { name: '', description: '', prompt: '', category: 'code-generation' }).errors ?? {}),
    ];

let englishTexts: Set<string>;

beforeAll(async () => {
  // What the same tour shows in English, and every English text of the catalogs the panel reads.
  const { texts } = await tour('en');
  cleanup();
  const data = new Set<string>([...Object.values(DATA), ...PRODUCT_NAMES]);
  englishTexts = new Set(
    [...texts, ...Object.values(english), ...plainTexts(UI_CATALOG.en), ...plainTexts(SCHEMAS_CATALOG.en)].filter(
      (text) => !data.has(text) && !schemasEnglish.includes(text),
    ),
  );
  expect(englishTexts).toContain('Enterprise Integrations');
  expect(englishTexts).toContain('3 Active');
  expect(englishTexts).toContain(`Actions for ${DATA.name}`);
  expect(englishTexts).toContain('Failed to delete custom prompt');
  expect(englishTexts).toContain(SERVER_MESSAGE);
}, 240_000);

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe.each([
  ['ar', 'rtl'],
  ['ms', 'ltr'],
  ['zh', 'ltr'],
  ['hi', 'ltr'],
])('with locale="%s"', (locale, dir) => {
  it(`every tab, message and toast speaks it (dir="${dir}"), and every write sends locale`, async () => {
    const { texts, client } = await tour(locale);
    const english = [...new Set(texts.filter((text) => englishTexts.has(text)))];
    expect(english).toEqual([]);
    expect(texts.length).toBeGreaterThan(100);

    expect(root().getAttribute('lang')).toBe(locale);
    expect(root().getAttribute('dir')).toBe(dir);
    expect(toast()?.getAttribute('lang')).toBe(locale);
    expect(toast()?.getAttribute('dir')).toBe(dir);

    const sent = expect.objectContaining({ locale });
    expect(client.connectJira).toHaveBeenCalledWith(sent);
    expect(client.connectCicd).toHaveBeenCalledWith(sent);
    expect(client.updatePrompt).toHaveBeenCalledWith(7, sent);
    expect(client.savePrompt).toHaveBeenCalledWith(sent);
  }, 240_000);
});

describe('formats', () => {
  it('counts the templates with Intl in the formatting locale (Arabic-Indic digits for ar-u-nu-arab)', async () => {
    render(<IntegrationsPanel locale="ar-u-nu-arab" client={stubClient()} initialData={CONNECTED} />);
    await waitFor(() => expect(root()).toBeTruthy());
    expect(root().getAttribute('lang')).toBe('ar');
    expect(screen.getByTestId('prompts-badge').textContent).toBe('٣ قوالب نشطة');
  });

  it('words the count by the plural rules of the language', async () => {
    const prompts = Array.from({ length: 9 }, (_, index) => saved(index + 1));
    render(<IntegrationsPanel locale="ar" client={stubClient()} initialData={{ ...CONNECTED, prompts }} />);
    await waitFor(() => expect(root()).toBeTruthy());
    const eleven = new Intl.NumberFormat('ar', { useGrouping: false }).format(11);
    expect(screen.getByTestId('prompts-badge').textContent).toBe(`${eleven} قالبًا نشطًا`);
  });
});

describe('the categories', () => {
  it('each value of PROMPT_CATEGORIES has its label in the catalog, in English as the panel has always worded it', () => {
    for (const category of PROMPT_CATEGORIES) {
      expect(english[`integrations.category.${category}` as keyof typeof english]).toBe(categoryLabel(category));
    }
  });
});

describe('the embedder\'s words', () => {
  it('replace any text by message id, ICU included, over the language spoken', async () => {
    const messages = {
      'integrations.title': 'Engineering tools',
      'integrations.card.templatesActive': '{count, plural, other {# templates live}}',
      'integrations.jira.submit': 'Link our Jira',
    };
    render(<IntegrationsPanel locale="ar" messages={messages} client={stubClient()} initialData={CONNECTED} />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Engineering tools'));
    expect(screen.getByTestId('prompts-badge').textContent).toBe('3 templates live');
    expect(within(panel()).getByRole('button', { name: 'Link our Jira' })).toBeTruthy();
    // What is not replaced still speaks Arabic.
    expect(document.querySelector('[role="tab"][data-value="jira"]')?.textContent).toBe('تكامل Jira');
  });

  it('reach the element: locale and messages attributes, lang and dir on its root', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        new Response(JSON.stringify({ jira: { connected: false }, cicd: { connected: false }, prompts: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const element = document.createElement(INTEGRATIONS_TAG);
    element.setAttribute('api-base', 'https://api.example');
    element.setAttribute('locale', 'ar-AE');
    element.setAttribute('messages', JSON.stringify({ 'integrations.subtitle': 'أدواتنا الهندسية' }));
    document.body.append(element);
    const shadow = element.shadowRoot!;
    await waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('تكاملات المؤسسات'));
    const section = shadow.querySelector('section[aria-labelledby]')!;
    expect(section.getAttribute('lang')).toBe('ar');
    expect(section.getAttribute('dir')).toBe('rtl');
    expect(section.querySelector('header p')?.textContent).toBe('أدواتنا الهندسية');
    await act(async () => {
      await waitFor(() => expect(shadow.querySelectorAll('[role="tab"]')).toHaveLength(3));
    });
  });
});
