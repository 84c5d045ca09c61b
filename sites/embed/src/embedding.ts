/**
 * What every embedding doc says (`@joognoo/embed/embedding`): the allow-listing step, the
 * Content-Security-Policy (`./csp`), the script-tag snippet with `embed.css` inlined, and the
 * support policy. /developers/widgets renders these, and each widget README carries the
 * section `embeddingReadmeSection` writes (`scripts/embedding-docs.test.ts` holds the READMEs
 * to it; `pnpm --filter @joognoo/embed docs:readmes` rewrites them). Pure: no DOM, no Node.
 */
import { ALLOW_LISTING_ANCHOR, FORM_NOT_ENABLED_MESSAGE, WIDGETS_DOCS_PATH } from '@joognoo/schemas';
import { NONCE_PLACEHOLDER, embedContentSecurityPolicyLines } from './csp.ts';

/** The site's public URL that the READMEs name (production `SITE_URL`); the docs page uses its own SITE_URL. */
export const README_SITE_URL = 'https://www.joognoo.com';

/** The major URL prefix partners load from. */
export const EMBED_MAJOR_PATH = '/embed/v1/';

const origin = (siteUrl: string) => new URL(siteUrl).origin;

/** `https://www.joognoo.com/developers/widgets#allow-listing` */
export function allowListingUrl(siteUrl: string): string {
  return `${origin(siteUrl)}${WIDGETS_DOCS_PATH}#${ALLOW_LISTING_ANCHOR}`;
}

/** The command that registers a partner's site (services/api). */
export const PARTNER_CREATE_COMMAND = "pnpm --filter @joognoo/api partner:create --id <slug> --name <name> --origin <https://...>";

/**
 * The allow-listing step: who registers a page's origin, and what an unregistered page shows.
 * Texts mark code with backticks (Markdown in the READMEs, `<code>` on the docs page).
 */
export const ALLOW_LISTING = {
  heading: 'Allow-listing: register the site first',
  intro:
    'Reading widgets (blog, job board, case studies) work on any page. The forms (contact form, newsletter) send leads only from a registered origin: the scheme, host and port of the page, such as `https://shop.example`.',
  steps: [
    "Our company's own sites: add the origin to `EMBED_ORIGINS` (comma-separated) in the API's configuration.",
    `A partner's site: we register the partner and its origins with \`${PARTNER_CREATE_COMMAND}\` (\`--origin\` repeats, one per site).`,
    'The partner puts `partner="<id>"` on every widget of its pages: each lead and sign-up is stored with the partner (and goes to its webhook).',
  ],
  unregistered: `On an origin that is not registered, a form shows "${FORM_NOT_ENABLED_MESSAGE}", fires \`joognoo:error\`, and logs one \`console.error\` naming the page's origin with a link to this section. The API answers such a write with a JSON 403 whose \`code\` is \`origin_not_registered\` and whose \`message\` names the origin and the fix.`,
  message: FORM_NOT_ENABLED_MESSAGE,
} as const;

/** The CSP notes: what each directive is for (backticks mark code). */
export const CSP_NOTES = [
  "`script-src`: the nonce goes on the loader's `<script>`; `'strict-dynamic'` lets the loader import its chunks; the widget host is the fallback for browsers without `'strict-dynamic'`. No `'unsafe-inline'`, no `'unsafe-eval'`.",
  '`style-src`: the same nonce goes on each widget element (`nonce="…"`), which puts it on every `<style>` in its shadow root, and on the inline `embed.css` `<style>`; the widget host allows `<link href="…/embed.css">`.',
  '`connect-src`: the API origin (`api-base`; by default the origin the loader came from). `img-src` and `font-src`: the widgets draw no `data:` images and use your fonts.',
] as const;

/**
 * The script-tag snippet every doc shows: `embed.css` inline (with the nonce), the loader
 * (with the nonce), then the element (with the nonce, for its styles).
 *
 * ```html
 * <style nonce="{NONCE}">joognoo-newsletter:not(:defined){display:block}</style>
 * <script type="module" nonce="{NONCE}" src="https://www.joognoo.com/embed/v1/loader.js"></script>
 * <joognoo-newsletter nonce="{NONCE}"></joognoo-newsletter>
 * ```
 */
export function embedStyleTag(css: string, nonce: string = NONCE_PLACEHOLDER): string {
  return `<style nonce="${nonce}">${css.trim()}</style>`;
}

export function loaderScriptTag(siteUrl: string, nonce: string = NONCE_PLACEHOLDER): string {
  return `<script type="module" nonce="${nonce}" src="${origin(siteUrl)}${EMBED_MAJOR_PATH}loader.js"></script>`;
}

export function embedStylesheetLink(siteUrl: string): string {
  return `<link rel="stylesheet" href="${origin(siteUrl)}${EMBED_MAJOR_PATH}embed.css">`;
}

/** The policy the docs show, on the given site's origin (`{NONCE}` for the nonce). */
export function documentedPolicy(siteUrl: string): string {
  return embedContentSecurityPolicyLines({ nonce: NONCE_PLACEHOLDER, widgetHost: origin(siteUrl) });
}

/** How long an old major is served and what it gets (sites/embed/README.md and /developers/widgets say the same). */
export const SUPPORT_POLICY = [
  'Every release stays at its exact URL (`/embed/1.4.2/`), byte for byte, for as long as its major is served: pin it with the `integrity` of its `embed-manifest.json`.',
  '`/embed/v1/` always has the latest 1.x release; within a major a release only adds (attributes and events are never removed or renamed).',
  'When a new major ships (`/embed/v2/`), the previous one stays served, its exact releases included, for at least 12 months, and gets security fixes as new patch releases for that time; its end date is announced in the changelog at least 6 months ahead.',
] as const;

/**
 * The section of a widget README between the `<!-- embedding:start -->` and
 * `<!-- embedding:end -->` markers: allow-listing, the CSP and the snippet under it.
 */
/** What a widget does with the API: sends leads (`form`), only reads (`read`), or acts for a signed-in customer (`account`). */
export type WidgetKind = 'form' | 'read' | 'account';

const KIND_INTRO: Record<WidgetKind, (url: string) => string> = {
  form: (url) => `This widget sends leads, so its page's origin must be registered (details: ${url}):`,
  read: (url) => `This widget only reads, so it works on any page; the forms next to it need their page's origin registered (details: ${url}):`,
  account: (url) =>
    `This panel acts for a signed-in customer with our site's session, so it works on our own origin only; the widgets partners embed need their page's origin registered (details: ${url}):`,
};

export function embeddingReadmeSection({ tag, css, kind }: { tag: string; css: string; kind: WidgetKind }): string {
  const site = README_SITE_URL;
  const lines = [
    '<!-- embedding:start (written by `pnpm --filter @joognoo/embed docs:readmes` from sites/embed/src/embedding.ts; edit it there) -->',
    '## Allow-listing',
    '',
    KIND_INTRO[kind](allowListingUrl(site)),
    '',
    ...ALLOW_LISTING.steps.map((step) => `- ${step}`),
    '',
    ALLOW_LISTING.unregistered.replace('this section', allowListingUrl(site)),
    '',
    '## Content Security Policy',
    '',
    "A policy with a nonce and `'strict-dynamic'` that is all the widget needs (`embedContentSecurityPolicy` of `@joognoo/embed/csp` builds it; `{NONCE}` is the page's fresh per-response nonce):",
    '',
    '```',
    documentedPolicy(site),
    '```',
    '',
    '```html',
    embedStyleTag(css),
    loaderScriptTag(site),
    `<${tag} nonce="${NONCE_PLACEHOLDER}"></${tag}>`,
    '```',
    '',
    ...CSP_NOTES.map((note) => `- ${note}`),
    '',
    `The \`<style>\` holds \`embed.css\` (the space widgets take before they load, so the page does not shift); instead of inlining it, a page may load ${embedStylesheetLink(site).replace(/^<link /, '`<link ').replace(/>$/, '>`')}.`,
    '<!-- embedding:end -->',
  ];
  return lines.join('\n');
}

const SECTION = /<!-- embedding:start[^>]*-->[\s\S]*?<!-- embedding:end -->/;

/** The README with its embedding section replaced (or, the first time, put in place of `## Content Security Policy`). */
export function withEmbeddingSection(readme: string, section: string): string {
  if (SECTION.test(readme)) return readme.replace(SECTION, () => section);
  const csp = /^## Content Security Policy\n[\s\S]*?(?=^## )/m;
  if (csp.test(readme)) return readme.replace(csp, () => `${section}\n\n`);
  return `${readme.trimEnd()}\n\n${section}\n`;
}

/** The README's current embedding section, or null. */
export function readmeEmbeddingSection(readme: string): string | null {
  return SECTION.exec(readme)?.[0] ?? null;
}

const LOADER_LINE = `<script type="module" src="${README_SITE_URL}${EMBED_MAJOR_PATH}loader.js"></script>`;

/**
 * The README with `embed.css` inlined in its "## Script-tag usage" snippet: a `<style>` block
 * right above the loader line (replaced when there is one). Unchanged without that section.
 */
export function withInlineEmbedCss(readme: string, css: string): string {
  const start = readme.search(/^## Script-tag usage$/m);
  if (start < 0) return readme;
  const loader = readme.indexOf(LOADER_LINE, start);
  if (loader < 0) return readme;
  const style = `<style>${css.trim()}</style>`;
  // The block already there (embed.css spans several lines) ends right above the loader line.
  const blockStart = readme.lastIndexOf('<style>', loader);
  if (blockStart > start && /^<style>[^]*:not\(:defined\)[^]*<\/style>\n$/.test(readme.slice(blockStart, loader))) {
    return `${readme.slice(0, blockStart)}${style}\n${readme.slice(loader)}`;
  }
  return `${readme.slice(0, loader)}${style}\n${readme.slice(loader)}`;
}
