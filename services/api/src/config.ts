import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as v from 'valibot';
import { trustedProxyList, type TrustProxy } from './middleware/client-ip.ts';
import { KEY_FILE_NAME } from './security/key-file.ts';
import { isRefusedHostname } from './security/public-host.ts';
import { DEVELOPMENT_KEYS_SETTING, developmentKeyring, emptyKeyring, parseKeyring, type Keyring } from './security/secrets.ts';

/** The repository root: services/api/src/config.ts -> ../../.. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  readonly port: number;
  readonly host: string;
  /** mysql://user:pass@host:port/db; absent means the embedded SQLite file in dataDir. */
  readonly databaseUrl: string | undefined;
  /** Where the SQLite file lives (absolute). */
  readonly dataDir: string;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Largest accepted request body; larger ones answer 413. */
  readonly bodyLimitBytes: number;
  /** How long a request may take to arrive, and how many bodies one address may send at once. */
  readonly requestLimits: RequestLimits;
  /**
   * The site's public URL (SITE_URL; default `http://localhost:<PORT>`, required in
   * production), without a trailing slash: canonical links, sitemap, robots.txt.
   */
  readonly siteUrl: string;
  /** The site's own origin (SITE_URL's), always allowed to call the API with credentials. */
  readonly siteOrigin: string;
  /** Other origins allowed to call the API from a browser (EMBED_ORIGINS), normalised. */
  readonly embedOrigins: readonly string[];
  /**
   * Whose X-Forwarded-For gives the client IP (TRUST_PROXY): `false` (default) nobody's,
   * `'loopback'` a loopback peer's (a reverse proxy on this host), `true` any peer's, a
   * `BlockList` the listed proxies' (addresses and CIDR ranges). The
   * site's own server-side calls are believed by their site-call token instead
   * (security/site-calls.ts).
   */
  readonly trustProxy: TrustProxy;
  /** Per client IP and endpoint: at most `limit` lead POSTs per fixed window of `windowSeconds`. */
  readonly rateLimitLeads: RateLimit;
  /** The site-wide ceiling per form and its proof of work (FORM_CEILING, PROOF_OF_WORK_KEY). */
  readonly proofOfWork: ProofOfWorkConfig;
  /** Add `Secure` to the session cookie (COOKIE_SECURE; default: whenever SITE_URL is https). */
  readonly cookieSecure: boolean;
  /**
   * Keys for integration secrets at rest (INTEGRATION_KEYS, INTEGRATION_KEY_ID). Empty (no
   * key: storing is refused) when INTEGRATION_KEYS is unset, until `startServer` reads or
   * generates `integrationKeyFile`.
   */
  readonly integrationKeys: Keyring;
  /** `<DATA_DIR>/integration-keys` when INTEGRATION_KEYS is unset (outside production), else undefined. */
  readonly integrationKeyFile: string | undefined;
  /** E-mail: SMTP_URL, MAIL_FROM, SALES_EMAIL, SALES_EMAIL_ROUTES. */
  readonly mail: MailConfig;
  /** The configured webhook endpoint (LEAD_WEBHOOK_URL + LEAD_WEBHOOK_SECRET), if any. */
  readonly leadWebhook: { readonly url: string; readonly secret: string } | undefined;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks (LEAD_WEBHOOK_URL, partners', CI/CD) may point at
   * loopback, private and link-local addresses and names (an on-premises receiver, the test
   * suites' loopback receivers). Default false: such targets are refused when saved and when
   * connecting (security/public-host.ts).
   */
  readonly webhookAllowPrivateTargets: boolean;
  /** The delivery worker (DELIVERY_*). */
  readonly delivery: DeliveryConfig;
  /** Job applications: HIRING_EMAIL*, MAIL_ATTACHMENT_MAX_BYTES, CV_LINK_KEY, APPLICATION_RETENTION_DAYS. */
  readonly applications: ApplicationsConfig;
}

export interface ApplicationsConfig {
  /** Where applications go unless their department has its own address (HIRING_EMAIL; default SALES_EMAIL, else hiring@localhost). */
  readonly hiringEmail: string;
  /** Per-department addresses (HIRING_EMAIL_BY_DEPARTMENT), keyed by the department's name in lower case. */
  readonly hiringByDepartment: Readonly<Record<string, string>>;
  /** A CV up to this size is attached to the hiring e-mail; a larger one is sent as a signed link. */
  readonly mailAttachmentMaxBytes: number;
  /**
   * The HMAC key of the signed CV links (CV_LINK_KEY); undefined: a key derived from the
   * integration keyring (INTEGRATION_KEYS, required in production), else outside production
   * the public development key (see applications/cv-links.ts).
   */
  readonly cvLinkKey: string | undefined;
  /** Applications older than this many days are erased by the worker, their CVs included. */
  readonly retentionDays: number;
}

/** Which sales address a lead goes to: its form, or `addon` for an add-on request (a `service`). */
export const SALES_ROUTES = ['home', 'about', 'contact', 'addon'] as const;
export type SalesRoute = (typeof SALES_ROUTES)[number];

export interface MailConfig {
  /** smtp:// or smtps:// URL; undefined: every message is written as an .eml file under DATA_DIR/outbox-mail. */
  readonly smtpUrl: string | undefined;
  /** The From of every message, e.g. `Joognoo <no-reply@joognoo.example>`. */
  readonly from: string;
  /** Where leads go unless a route says otherwise. */
  readonly salesEmail: string;
  /** Per-route addresses (SALES_EMAIL_ROUTES). */
  readonly salesRoutes: Readonly<Partial<Record<SalesRoute, string>>>;
}

export interface DeliveryConfig {
  /** `inline`: the server runs a worker; `off`: only `pnpm worker` processes send. */
  readonly worker: 'inline' | 'off';
  /** Sends in flight at once per worker. */
  readonly concurrency: number;
  /** How long a claimed job is a worker's; a crashed worker's jobs are due again after it. */
  readonly leaseMs: number;
  /** How often an idle worker looks for due jobs. */
  readonly pollMs: number;
  readonly backoff: Backoff;
}

/** Full-jitter exponential backoff: try n waits a random time up to min(capMs, firstMs * 2^(n-1)). */
export interface Backoff {
  readonly firstMs: number;
  readonly capMs: number;
  /** After this long (from the first try's enqueue) a failing job is dead. */
  readonly giveUpMs: number;
}

export interface ProofOfWorkConfig {
  /**
   * Per form (the lead POST, the newsletter sign-up, the job applications): accepted
   * submissions from all addresses together per fixed window; past `limit`, a write needs a
   * solved challenge (security/proof-of-work.ts).
   */
  readonly ceiling: RateLimit;
  /**
   * The HMAC key of the challenges (PROOF_OF_WORK_KEY, required in production); undefined:
   * outside production, a key derived from the integration keyring (the generated key file).
   */
  readonly key: string | undefined;
}

/** The shortest PROOF_OF_WORK_KEY accepted. */
export const PROOF_OF_WORK_KEY_MIN_LENGTH = 32;

function proofOfWorkConfig(nodeEnv: Config['nodeEnv'], ceiling: RateLimit, value: string | undefined): ProofOfWorkConfig {
  const key = value?.trim() || undefined;
  if (key === undefined && nodeEnv === 'production') {
    throw new Error('Invalid configuration: PROOF_OF_WORK_KEY is required in production (at least 32 characters, e.g. openssl rand -hex 32)');
  }
  if (key !== undefined && (key.length < PROOF_OF_WORK_KEY_MIN_LENGTH || new Set(key).size < 8)) {
    throw new Error(`Invalid configuration: PROOF_OF_WORK_KEY must be at least ${PROOF_OF_WORK_KEY_MIN_LENGTH} characters of a random secret (e.g. openssl rand -hex 32)`);
  }
  return { ceiling, key };
}

export interface RequestLimits {
  /**
   * A request's headers and body must have arrived within this many ms (BODY_TIMEOUT_SECONDS,
   * default 60 s; the headers alone within 10 s at most), else 408 and the connection closes.
   */
  readonly bodyTimeoutMs: number;
  /** Request bodies one client address may have in flight at once (BODIES_PER_ADDRESS, default 4); more answer 429. */
  readonly bodiesPerAddress: number;
}

export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * `scheme://host[:port]` (http or https, no path, query, fragment or credentials), as the
 * browser sends it in `Origin`; undefined when `value` is not one.
 */
export function normaliseOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return undefined;
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(value)) return undefined; // e.g. no "https://a.b/?"
  return url.origin;
}

function parseOrigins(value: string): string[] {
  const origins = value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return origins.map((item) => {
    const origin = normaliseOrigin(item);
    if (!origin) {
      throw new Error(
        `Invalid configuration: EMBED_ORIGINS has an invalid origin "${item}" (use scheme://host[:port], e.g. https://partner.example, comma-separated)`,
      );
    }
    return origin;
  });
}

function integer(name: string, min: number, max: number) {
  const message = `${name} must be an integer between ${min} and ${max}`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.number(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const DURATION_UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
/** `250ms`, `30s`, `10m`, `72h` in milliseconds; undefined when it is not one. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d{1,9})(ms|s|m|h)$/.exec(value.trim());
  return match ? Number(match[1]) * DURATION_UNITS[match[2] as keyof typeof DURATION_UNITS] : undefined;
}

const BACKOFF_MESSAGE =
  'DELIVERY_BACKOFF must be <first retry>,<longest wait>,<give up after> durations (ms, s, m or h), e.g. 30s,1h,72h, each at least the one before';

const EMAIL_PATTERN = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;
/** `name@host` or `Display Name <name@host>`. */
function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return EMAIL_PATTERN.test(named ? named[1]! : value);
}

function mailbox(name: string, example: string) {
  return v.pipe(v.string(), v.trim(), v.check(isMailbox, `${name} must be an e-mail address, e.g. ${example}`));
}

const TRUST_PROXY_FORMAT = 'use false, loopback, true, or the IP addresses and CIDR ranges of your proxies, comma-separated, e.g. 10.0.0.0/8,192.168.1.7';

/** TRUST_PROXY: `false`, `loopback`, `true`, or a list of proxy addresses and CIDR ranges. */
function trustProxySetting(value: string): TrustProxy {
  if (value === 'false' || value === 'true') return value === 'true';
  if (value === 'loopback') return 'loopback';
  try {
    return trustedProxyList(value);
  } catch (error) {
    throw new Error(`Invalid configuration: ${(error as Error).message} (${TRUST_PROXY_FORMAT})`);
  }
}

function parseSalesRoutes(value: string): Partial<Record<SalesRoute, string>> {
  const routes: Partial<Record<SalesRoute, string>> = {};
  for (const item of value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')) {
    const colon = item.indexOf(':');
    const route = item.slice(0, colon).trim() as SalesRoute;
    const address = item.slice(colon + 1).trim();
    if (colon === -1 || !SALES_ROUTES.includes(route) || !EMAIL_PATTERN.test(address)) {
      throw new Error(
        `Invalid configuration: SALES_EMAIL_ROUTES has an invalid entry "${item}" (use <${SALES_ROUTES.join('|')}>:<address>, comma-separated, e.g. addon:addons@joognoo.example)`,
      );
    }
    routes[route] = address;
  }
  return routes;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What decides whether a webhook URL is acceptable. */
export type WebhookRules = Pick<Config, 'nodeEnv' | 'webhookAllowPrivateTargets'>;

/**
 * Why `url` cannot receive signed webhooks, or undefined when it can: not an http(s) URL,
 * credentials in it, a host on this machine or its networks (unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS), or plain http in production to anything but a loopback
 * receiver.
 */
export function webhookUrlProblem(rules: WebhookRules, url: string): 'invalid' | 'credentials' | 'private' | 'insecure' | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'invalid';
  if (parsed.username || parsed.password) return 'credentials';
  if (!rules.webhookAllowPrivateTargets && isRefusedHostname(parsed.hostname)) return 'private';
  if (rules.nodeEnv === 'production' && parsed.protocol !== 'https:' && !LOOPBACK_HOSTS.has(parsed.hostname)) return 'insecure';
  return undefined;
}

function leadWebhook(rules: WebhookRules, url: string | undefined, secret: string | undefined): Config['leadWebhook'] {
  if (!url && !secret) return undefined;
  if (!url || !secret) {
    throw new Error('Invalid configuration: LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET must be set together (or neither)');
  }
  if (secret.length < 16) throw new Error('Invalid configuration: LEAD_WEBHOOK_SECRET must be at least 16 characters (e.g. openssl rand -hex 32)');
  const problem = webhookUrlProblem(rules, url);
  if (problem === 'invalid') throw new Error('Invalid configuration: LEAD_WEBHOOK_URL must be an http(s) URL, e.g. https://crm.example/hooks/joognoo');
  if (problem === 'credentials') {
    throw new Error('Invalid configuration: LEAD_WEBHOOK_URL must be an http(s) URL without credentials, e.g. https://crm.example/hooks/joognoo');
  }
  if (problem === 'private') {
    throw new Error(
      'Invalid configuration: LEAD_WEBHOOK_URL must point to a public host: loopback, private, link-local and cloud metadata addresses and names are refused (set WEBHOOK_ALLOW_PRIVATE_TARGETS=true for a receiver on your own network)',
    );
  }
  if (problem === 'insecure') {
    throw new Error('Invalid configuration: LEAD_WEBHOOK_URL must be https in production (plain http only to a loopback receiver)');
  }
  return { url: new URL(url).toString(), secret };
}

function mailConfig(
  nodeEnv: Config['nodeEnv'],
  out: { SMTP_URL?: string | undefined; MAIL_FROM?: string | undefined; SALES_EMAIL?: string | undefined; SALES_EMAIL_ROUTES?: string | undefined },
): MailConfig {
  if (nodeEnv === 'production' && out.SMTP_URL) {
    // A real mail server with the built-in placeholder addresses would send leads nowhere.
    if (!out.MAIL_FROM) throw new Error('Invalid configuration: MAIL_FROM is required in production when SMTP_URL is set (e.g. Joognoo <no-reply@joognoo.example>)');
    if (!out.SALES_EMAIL) throw new Error('Invalid configuration: SALES_EMAIL is required in production when SMTP_URL is set (e.g. sales@joognoo.example)');
  }
  return {
    smtpUrl: out.SMTP_URL || undefined,
    from: out.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    salesEmail: out.SALES_EMAIL ?? DEFAULT_SALES_EMAIL,
    salesRoutes: parseSalesRoutes(out.SALES_EMAIL_ROUTES ?? ''),
  };
}

export const DEFAULT_MAIL_FROM = 'Joognoo <no-reply@localhost>';
export const DEFAULT_SALES_EMAIL = 'sales@localhost';
export const DEFAULT_HIRING_EMAIL = 'hiring@localhost';
/** The public development key of signed CV links: never used, nor accepted, in production. */
export const DEVELOPMENT_CV_LINK_KEY = 'development-cv-link-key-not-secret';
/** The shortest CV_LINK_KEY accepted. */
export const CV_LINK_KEY_MIN_LENGTH = 32;

function parseHiringByDepartment(value: string): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const item of value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')) {
    const equals = item.lastIndexOf('=');
    const department = item.slice(0, equals).trim();
    const address = item.slice(equals + 1).trim();
    if (equals === -1 || department === '' || !EMAIL_PATTERN.test(address)) {
      throw new Error(
        `Invalid configuration: HIRING_EMAIL_BY_DEPARTMENT has an invalid entry "${item}" (use <department>=<address>, comma-separated, e.g. Engineering=eng-hiring@joognoo.example,Sales=sales-hiring@joognoo.example)`,
      );
    }
    routes[department.toLowerCase()] = address;
  }
  return routes;
}

function applicationsConfig(
  nodeEnv: Config['nodeEnv'],
  out: {
    SALES_EMAIL?: string | undefined;
    HIRING_EMAIL?: string | undefined;
    HIRING_EMAIL_BY_DEPARTMENT?: string | undefined;
    MAIL_ATTACHMENT_MAX_BYTES: number;
    CV_LINK_KEY?: string | undefined;
    APPLICATION_RETENTION_DAYS: number;
  },
): ApplicationsConfig {
  const key = out.CV_LINK_KEY?.trim() || undefined;
  if (key !== undefined && key.length < CV_LINK_KEY_MIN_LENGTH) {
    throw new Error(`Invalid configuration: CV_LINK_KEY must be at least ${CV_LINK_KEY_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`);
  }
  if (nodeEnv === 'production' && key === DEVELOPMENT_CV_LINK_KEY) {
    throw new Error('Invalid configuration: CV_LINK_KEY must not be the development key in production: it is public (e.g. openssl rand -hex 32)');
  }
  return {
    // Unset: SALES_EMAIL, which production requires with SMTP_URL, so a real server never mails the placeholder.
    hiringEmail: out.HIRING_EMAIL ?? out.SALES_EMAIL ?? DEFAULT_HIRING_EMAIL,
    hiringByDepartment: parseHiringByDepartment(out.HIRING_EMAIL_BY_DEPARTMENT ?? ''),
    mailAttachmentMaxBytes: out.MAIL_ATTACHMENT_MAX_BYTES,
    cvLinkKey: key,
    retentionDays: out.APPLICATION_RETENTION_DAYS,
  };
}

/** `<requests>/<seconds>` of the setting `name` (at least 1 request, a window of 1 to 86400 seconds). */
function rateLimitSetting(name: string, example: string) {
  const message = `${name} must be <requests>/<seconds>, e.g. ${example} (at least 1 request, a window of 1 to 86400 seconds)`;
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,6}\/\d{1,6}$/, message),
    v.transform((value) => {
      const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
      return { limit, windowSeconds };
    }),
    v.check(({ limit, windowSeconds }) => limit >= 1 && windowSeconds >= 1 && windowSeconds <= 86_400, message),
  );
}

const envSchema = v.object({
  PORT: v.optional(integer('PORT', 0, 65535), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || /^mysql2?:\/\/[^/]+\/[^/?#]+/.test(value),
        'DATABASE_URL must look like mysql://user:pass@host:port/database',
      ),
    ),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('DATA_DIR must not be empty'))),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'development',
  ),
  BODY_LIMIT_BYTES: v.optional(integer('BODY_LIMIT_BYTES', 1, 10 * 1024 * 1024), '102400'),
  // A 10 MB CV takes about 60 s at 1.4 Mbit/s; past 10 minutes a slow sender is an attack, not a visitor.
  BODY_TIMEOUT_SECONDS: v.optional(integer('BODY_TIMEOUT_SECONDS', 5, 600), '60'),
  BODIES_PER_ADDRESS: v.optional(integer('BODIES_PER_ADDRESS', 1, 100_000), '4'),
  SITE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'SITE_URL must be an http(s) URL, e.g. https://joognoo.example'),
    ),
  ),
  EMBED_ORIGINS: v.optional(v.string(), ''),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.trim()), 'false'),
  RATE_LIMIT_LEADS: v.optional(rateLimitSetting('RATE_LIMIT_LEADS', '10/600'), '10/600'),
  FORM_CEILING: v.optional(rateLimitSetting('FORM_CEILING', '30/600'), '30/600'),
  PROOF_OF_WORK_KEY: v.optional(v.string()),
  COOKIE_SECURE: v.optional(v.picklist(['true', 'false'], 'COOKIE_SECURE must be true or false')),
  INTEGRATION_KEYS: v.optional(v.string()),
  INTEGRATION_KEY_ID: v.optional(v.pipe(v.string(), v.trim())),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => /^smtps?:\/\/[^/?#\s]+/i.test(value) && URL.canParse(value), 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example:465'),
    ),
  ),
  MAIL_FROM: v.optional(mailbox('MAIL_FROM', 'Joognoo <no-reply@joognoo.example>')),
  SALES_EMAIL: v.optional(mailbox('SALES_EMAIL', 'sales@joognoo.example')),
  SALES_EMAIL_ROUTES: v.optional(v.string()),
  HIRING_EMAIL: v.optional(mailbox('HIRING_EMAIL', 'hiring@joognoo.example')),
  HIRING_EMAIL_BY_DEPARTMENT: v.optional(v.string()),
  MAIL_ATTACHMENT_MAX_BYTES: v.optional(integer('MAIL_ATTACHMENT_MAX_BYTES', 0, 25 * 1024 * 1024), String(5 * 1024 * 1024)),
  CV_LINK_KEY: v.optional(v.string()),
  APPLICATION_RETENTION_DAYS: v.optional(integer('APPLICATION_RETENTION_DAYS', 1, 3650), '365'),
  LEAD_WEBHOOK_URL: v.optional(v.pipe(v.string(), v.trim())),
  LEAD_WEBHOOK_SECRET: v.optional(v.string()),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: v.optional(v.picklist(['true', 'false'], 'WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false'), 'false'),
  DELIVERY_WORKER: v.optional(v.picklist(['inline', 'off'], 'DELIVERY_WORKER must be inline or off'), 'inline'),
  DELIVERY_CONCURRENCY: v.optional(integer('DELIVERY_CONCURRENCY', 1, 200), '16'),
  DELIVERY_LEASE_SECONDS: v.optional(integer('DELIVERY_LEASE_SECONDS', 1, 3600), '60'),
  DELIVERY_POLL_MS: v.optional(integer('DELIVERY_POLL_MS', 10, 60_000), '1000'),
  DELIVERY_BACKOFF: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map(parseDuration)),
      v.check((list) => list.length === 3 && list.every((ms) => ms !== undefined && ms > 0), BACKOFF_MESSAGE),
      v.transform((list) => ({ firstMs: list[0]!, capMs: list[1]!, giveUpMs: list[2]! })),
      v.check(({ firstMs, capMs, giveUpMs }) => firstMs <= capMs && capMs <= giveUpMs, BACKOFF_MESSAGE),
    ),
    '30s,1h,72h',
  ),
});

const KEYS_FORMAT = 'keyId:base64-32-bytes[,keyId:...], e.g. k1:$(openssl rand -base64 32)';

/**
 * INTEGRATION_KEYS: a keyring; `development`: the public development key (never in
 * production); unset: outside production the key file in DATA_DIR (read or generated by
 * `startServer`), in production an error.
 */
function integrationKeys(
  nodeEnv: Config['nodeEnv'],
  keys: string | undefined,
  keyId: string | undefined,
  dataDir: string,
): Pick<Config, 'integrationKeys' | 'integrationKeyFile'> {
  const value = keys?.trim();
  if (!value || value === DEVELOPMENT_KEYS_SETTING) {
    if (nodeEnv === 'production') {
      throw new Error(
        value
          ? `Invalid configuration: INTEGRATION_KEYS must not be "development" in production: the development key is public (${KEYS_FORMAT})`
          : `Invalid configuration: INTEGRATION_KEYS is required in production (${KEYS_FORMAT})`,
      );
    }
    if (keyId) throw new Error('Invalid configuration: INTEGRATION_KEY_ID is set but INTEGRATION_KEYS lists no keys');
    return value
      ? { integrationKeys: developmentKeyring(), integrationKeyFile: undefined }
      : { integrationKeys: emptyKeyring(), integrationKeyFile: path.join(dataDir, KEY_FILE_NAME) };
  }
  try {
    return { integrationKeys: parseKeyring(value, keyId || undefined), integrationKeyFile: undefined };
  } catch (error) {
    throw new Error(`Invalid configuration: ${(error as Error).message}`);
  }
}

/** SITE_URL, or outside production `http://localhost:<PORT>` (the address `pnpm start` serves). */
function siteUrl(nodeEnv: Config['nodeEnv'], value: string | undefined, port: number): URL {
  if (value) return new URL(value);
  if (nodeEnv === 'production') {
    throw new Error(
      "Invalid configuration: SITE_URL is required in production (the site's public URL, used in canonical links, the sitemap and CORS, e.g. https://joognoo.example)",
    );
  }
  return new URL(`http://localhost:${port}`);
}

/**
 * Parses the environment once, at start. A bad value throws an error whose message names
 * the variable, e.g. "Invalid configuration: PORT must be an integer between 0 and 65535".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as in most shells' `VAR= cmd`.
  const input = Object.fromEntries(
    Object.keys(envSchema.entries).flatMap((key) => (env[key] ? [[key, env[key]]] : [])),
  );
  const result = v.safeParse(envSchema, input, { abortPipeEarly: true });
  if (!result.success) {
    const details = result.issues.map((issue) => issue.message).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const out = result.output;
  const site = siteUrl(out.NODE_ENV, out.SITE_URL, out.PORT);
  const dataDir = path.resolve(REPO_ROOT, out.DATA_DIR ?? 'data');
  const webhookRules: WebhookRules = { nodeEnv: out.NODE_ENV, webhookAllowPrivateTargets: out.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true' };
  return {
    port: out.PORT,
    host: out.HOST,
    databaseUrl: out.DATABASE_URL || undefined,
    dataDir,
    nodeEnv: out.NODE_ENV,
    bodyLimitBytes: out.BODY_LIMIT_BYTES,
    requestLimits: { bodyTimeoutMs: out.BODY_TIMEOUT_SECONDS * 1000, bodiesPerAddress: out.BODIES_PER_ADDRESS },
    siteUrl: site.toString().replace(/\/+$/, ''),
    siteOrigin: site.origin,
    embedOrigins: parseOrigins(out.EMBED_ORIGINS),
    trustProxy: trustProxySetting(out.TRUST_PROXY),
    rateLimitLeads: out.RATE_LIMIT_LEADS,
    cookieSecure: out.COOKIE_SECURE ? out.COOKIE_SECURE === 'true' : site.protocol === 'https:',
    ...integrationKeys(out.NODE_ENV, out.INTEGRATION_KEYS, out.INTEGRATION_KEY_ID, dataDir),
    mail: mailConfig(out.NODE_ENV, out),
    leadWebhook: leadWebhook(webhookRules, out.LEAD_WEBHOOK_URL || undefined, out.LEAD_WEBHOOK_SECRET || undefined),
    webhookAllowPrivateTargets: webhookRules.webhookAllowPrivateTargets,
    delivery: {
      worker: out.DELIVERY_WORKER,
      concurrency: out.DELIVERY_CONCURRENCY,
      leaseMs: out.DELIVERY_LEASE_SECONDS * 1000,
      pollMs: out.DELIVERY_POLL_MS,
      backoff: out.DELIVERY_BACKOFF,
    },
    applications: applicationsConfig(out.NODE_ENV, out),
    proofOfWork: proofOfWorkConfig(out.NODE_ENV, out.FORM_CEILING, out.PROOF_OF_WORK_KEY),
  };
}
