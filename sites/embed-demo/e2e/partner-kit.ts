/**
 * Helpers of the partner specs (partner.spec.ts, languages.spec.ts): the partner record made
 * with the API's real command code, a webhook receiver that checks signatures, the
 * layout-shift recorder, the page's network and outbox, and the measurements of widgets in
 * the page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPartner, updatePartner, type PartnerResult } from '@joognoo/e2e-kit';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { databaseUrl } from './database.ts';
import { HOST, INTEGRATION_KEYS, PARTNER_DEMO, PARTNER_ID, PARTNER_NAME, PROOF_OF_WORK_KEY } from './host.ts';

// ---------------------------------------------------------------------------------------------
// The partner's webhook receiver

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  close(): Promise<void>;
}

/** A loopback HTTP server that answers 204 to every POST and keeps what it got. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(req.method === 'POST' ? 204 : 405);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/joognoo`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks `Joognoo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
 * partner's secret, as the API README tells a receiver to; the time must be within 5 minutes.
 */
export function signatureProblem(secret: string, header: string | undefined, body: string, now = Date.now()): string | undefined {
  if (!header) return 'no Joognoo-Signature header';
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return `malformed Joognoo-Signature "${header}"`;
  if (Math.abs(now / 1000 - t) > 300) return `signature time ${t} is more than 5 minutes off`;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'the signature does not match the partner secret';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The partner record, made by the API's partner:create / partner:update code on the run's database

/** The host's database and the settings the partner commands read (its keys, its rules for webhooks). */
function hostDatabase() {
  const db = process.env.EMBED_E2E_DB;
  if (!db) throw new Error('EMBED_E2E_DB is not set: run the specs through playwright.config.ts');
  return {
    databaseUrl: databaseUrl(db),
    dataDir: process.env.EMBED_E2E_DATA_DIR!,
    env: {
      INTEGRATION_KEYS,
      PROOF_OF_WORK_KEY,
      NODE_ENV: 'production',
      SITE_URL: HOST,
      // The partner's webhook receiver listens on loopback, a private target (refused by default).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  };
}

/**
 * The partner `acme` (origin PARTNER_DEMO, its lead webhook the given receiver): created, or,
 * when a previous worker of this run created it, pointed at this receiver with a rotated
 * secret. Returns the webhook secret the command shows once.
 */
export async function ensurePartner(webhookUrl: string, leadEmail: string): Promise<string> {
  const target = hostDatabase();
  let result: PartnerResult;
  try {
    result = await createPartner({ ...target, id: PARTNER_ID, name: PARTNER_NAME, origins: [PARTNER_DEMO], leadEmail, webhookUrl });
  } catch (createError) {
    try {
      result = await updatePartner({ ...target, id: PARTNER_ID, webhookUrl, rotateSecret: true, active: true });
    } catch {
      throw new Error(`partner:create failed: ${String(createError)}`);
    }
  }
  if (!result.webhookSecret) throw new Error('the partner command made no webhook secret');
  return result.webhookSecret;
}

// ---------------------------------------------------------------------------------------------
// What the page records from its very start (installed with addInitScript, before any script
// of the page): layout shifts (buffered), first paint, when each widget got defined, the
// heights each widget had over time, the joognoo:* events, and CSP violations.

export interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
}

export interface PageRecord {
  shifts: Shift[];
  defined: Record<string, number>;
  heights: Record<string, number[]>;
  events: Array<{ type: string; id: string; detail: unknown }>;
  violations: string[];
}

export function installRecorder(): void {
  const record: PageRecord = { shifts: [], defined: {}, heights: {}, events: [], violations: [] };
  (window as unknown as { __joognooE2E: PageRecord }).__joognooE2E = record;
  const describe = (node: Node | null): string => {
    if (!node) return '(gone)';
    if (node.nodeType !== 1) return node.nodeName;
    const el = node as Element;
    const root = el.getRootNode();
    const host = root instanceof ShadowRoot ? `${describe(root.host)} >> ` : '';
    return `${host}${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }>) {
      record.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  const tags = ['joognoo-job-board', 'joognoo-contact-form', 'joognoo-newsletter'];
  for (const tag of tags) {
    void customElements.whenDefined(tag).then(() => (record.defined[tag] = performance.now()));
  }
  // Each widget's height as drawn, frame by frame, for 8 s (reserved -> skeleton -> content).
  const sample = () => {
    for (const el of document.querySelectorAll<HTMLElement>(tags.join(','))) {
      const list = (record.heights[el.id || el.localName] ??= []);
      const height = Math.round(el.getBoundingClientRect().height);
      if (list.at(-1) !== height) list.push(height);
    }
    if (performance.now() < 8000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);

  for (const type of ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error']) {
    document.addEventListener(type, (event) => {
      record.events.push({ type, id: (event.target as Element).id, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)) });
    });
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    record.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

export const pageRecord = (page: Page): Promise<PageRecord> =>
  page.evaluate(() => (window as unknown as { __joognooE2E: PageRecord }).__joognooE2E);

/** Events of one widget so far. */
export async function eventsOf(page: Page, id: string, type: string): Promise<unknown[]> {
  return (await pageRecord(page)).events.filter((e) => e.id === id && e.type === type).map((e) => e.detail);
}

/**
 * Cumulative Layout Shift as Chromium's web-vitals defines it: the largest session window
 * (shifts less than 1 s apart, at most 5 s long) of shifts without recent input.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** First paint and first contentful paint of the page, ms since navigation start. */
export const paints = (page: Page) =>
  page.evaluate(() => Object.fromEntries(performance.getEntriesByType('paint').map((p) => [p.name, p.startTime])) as Record<string, number>);

/** Waits until the page settled: fonts loaded, two frames drawn, then `ms` more. */
export async function settle(page: Page, ms = 600): Promise<void> {
  await page.evaluate(async (wait) => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, wait));
  }, ms);
}

// ---------------------------------------------------------------------------------------------
// Measurements of a widget in the page

export interface Overflow {
  /** Width of the element's box. */
  width: number;
  /** How far its own box scrolls sideways (scrollWidth - clientWidth). */
  scroll: number;
  /** How far the rightmost / leftmost box inside it (through shadow roots) sticks out of it. */
  right: number;
  left: number;
  /** What sticks out furthest. */
  culprit: string;
  /** Boxes whose content is cut off sideways (scrollWidth > clientWidth). */
  clipped: string[];
}

/** Horizontal overflow of a widget: its own scrolling and any descendant box outside it. */
export function overflowOf(page: Page, selector: string): Promise<Overflow> {
  return page.locator(selector).evaluate((host) => {
    const box = host.getBoundingClientRect();
    let right = 0;
    let left = 0;
    let culprit = '';
    const clipped: string[] = [];
    // Walks the boxes inside the widget (through shadow roots); a fixed-position subtree (the
    // notification region) is placed against the viewport, not in the widget's width.
    const visit = (parent: Element | ShadowRoot) => {
      for (const el of parent.children) {
        const style = getComputedStyle(el);
        if (style.position === 'fixed' || style.display === 'none') continue;
        const rect = el.getBoundingClientRect();
        // Visually hidden (a 1 px clipped box, e.g. the honeypot): nothing inside it shows.
        if (((rect.width <= 1 || rect.height <= 1) && style.overflow !== 'visible') || style.clipPath !== 'none') continue;
        if (style.visibility !== 'hidden' && (rect.width > 0 || rect.height > 0)) {
          const out = rect.right - box.right;
          if (out > right) {
            right = out;
            const name = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
            culprit = `${el.localName}${name} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
          }
          left = Math.max(left, box.left - rect.left);
          // Content cut off sideways inside its own box (a title or button text cut short);
          // 1 px visually-hidden text is not.
          if (rect.width > 1 && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
            clipped.push(`${el.localName} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
          }
        }
        if (el.shadowRoot) visit(el.shadowRoot);
        visit(el);
      }
    };
    if (host.shadowRoot) visit(host.shadowRoot);
    visit(host);
    return {
      width: Math.round(box.width * 10) / 10,
      scroll: host.scrollWidth - host.clientWidth,
      clipped,
      right: Math.round(right * 10) / 10,
      left: Math.round(left * 10) / 10,
      culprit,
    };
  });
}

/** Distinct left edges (rounded) of the shown elements a locator finds: 1 = one column. */
export const columnsOf = (locator: ReturnType<Page['locator']>) =>
  locator.evaluateAll(
    (els) =>
      [...new Set(els.map((el) => el.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0).map((rect) => Math.round(rect.left)))]
        .length,
  );

/** Where the partner `acme` wants its leads e-mailed. */
export const PARTNER_LEAD_EMAIL = 'leads@acme.example';

/** The partner record `acme` with a webhook receiver of its own (one per worker). */
export interface Partner {
  secret: string;
  receiver: WebhookReceiver;
}

/**
 * `test` on a partner's page: the worker's partner `acme` (`partner`: its webhook secret and
 * receiver) and the layout-shift observer and event log installed before anything of the page runs.
 */
export const partnerTest = base.extend<{ record: void }, { partner: Partner }>({
  partner: [
    async ({}, use) => {
      const receiver = await startWebhookReceiver();
      const secret = await ensurePartner(receiver.url, PARTNER_LEAD_EMAIL);
      await use({ secret, receiver });
      await receiver.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  record: [
    async ({ page }, use) => {
      await page.addInitScript(installRecorder);
      await use();
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------------------------
// The page's network, its widgets' readiness and the host's outbox

/** Each widget reported ready once and, when the job board is among them, it shows its list. */
export async function ready(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) await expect.poll(async () => (await eventsOf(page, id, 'joognoo:ready')).length, { message: `${id} ready` }).toBe(1);
  if (ids.includes('jobs')) await expect(page.locator('#jobs').getByTestId('job-card').first()).toBeVisible();
}

/**
 * Opens a page the way a partner's visitor gets it: the loader arrives after the first paint
 * (400 ms), the jobs after the skeleton (300 ms).
 */
export async function loadLikeANetwork(page: Page, width: number, height: number, url: string): Promise<void> {
  await page.route(`${HOST}/embed/v1/loader.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.route(`${HOST}/api/jobs**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.setViewportSize({ width, height });
  await page.goto(url);
}

/** The page's API calls as their own client (the API's rate limits are per client). */
export async function ownClient(page: Page, ip: string): Promise<void> {
  await page.route(`${HOST}/api/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }));
}

/** The e-mails the host wrote (no SMTP_URL: `<DATA_DIR>/outbox-mail/*.eml`). */
export async function outboxMails(): Promise<string[]> {
  const dir = path.join(process.env.EMBED_E2E_DATA_DIR!, 'outbox-mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(dir, name), 'utf8')));
}

/** The `lang` and `dir` of a widget's root box (inside its shadow root). */
export function rootLanguage(widget: Locator): Promise<[string | null, string | null]> {
  return widget.evaluate((element) => {
    const root = element.shadowRoot!.querySelector('.joognoo-root')!;
    return [root.getAttribute('lang'), root.getAttribute('dir')];
  });
}
