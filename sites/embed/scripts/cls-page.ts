/**
 * A plain partner page for measuring layout shift (CLS) of embedded widgets: the job
 * board above the contact form, `embed.css` inline, a `layout-shift` PerformanceObserver
 * (buffered, so the first paint before the loader runs counts too), widgets by script tag.
 * No dependency: an e2e suite or a throwaway script serves `clsPageHtml(...)` and reads
 * `window.__joognooCls` in the browser once the widgets are ready.
 *
 *   const html = clsPageHtml({ loaderSrc: 'http://host/embed/v1/loader.js', embedCss, rootFontSize: '62.5%' });
 *   // in the page, after joognoo:ready: await page.evaluate(() => window.__joognooCls)
 */

export interface ClsPageOptions {
  /** URL of `loader.js`. */
  loaderSrc: string;
  /** The CSS of `embed.css`, inlined in a `<style>` (as the snippets do); omit to measure without it. */
  embedCss?: string;
  /** `font-size` of the page's `html` element, e.g. `62.5%` or `18px`. Default the browser's. */
  rootFontSize?: string;
  /** Attributes of both widgets (e.g. `api-base="..."`). */
  attributes?: string;
  /** Width of the column the widgets sit in, e.g. `300px` (a sidebar). Default the page's. */
  columnWidth?: string;
  /** Nonce for the inline script and style (a page under CSP). */
  nonce?: string;
  /** More of the page's own `<head>`, e.g. a hostile stylesheet's `<link>`. */
  head?: string;
}

/**
 * The observer: sums every shift without recent input into `window.__joognooCls` and keeps
 * the entries (value, time, the shifted nodes and their boxes before and after) in `window.__joognooShifts`.
 */
export const CLS_OBSERVER_SCRIPT = `window.__joognooCls = 0; window.__joognooShifts = [];
new PerformanceObserver(function (list) {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__joognooCls += entry.value;
    window.__joognooShifts.push({ value: entry.value, time: Math.round(entry.startTime),
      sources: (entry.sources || []).map(function (s) {
        var r = function (b) { return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)].join(' '); };
        return (s.node ? s.node.localName || s.node.nodeName : '?') + ': ' + r(s.previousRect) + ' -> ' + r(s.currentRect);
      }) });
  }
}).observe({ type: 'layout-shift', buffered: true });`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's HTML. */
export function clsPageHtml(options: ClsPageOptions): string {
  const nonce = options.nonce ? ` nonce="${escapeAttribute(options.nonce)}"` : '';
  const attributes = options.attributes ? ` ${options.attributes}` : '';
  const root = options.rootFontSize ? `html{font-size:${options.rootFontSize}}` : '';
  const column = options.columnWidth ? `main{width:${options.columnWidth}}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page</title>
<style${nonce}>${root}body{margin:0;font:16px/1.5 system-ui,sans-serif}header,footer{padding:16px}main{display:block;margin:0 auto}${column}</style>
${options.embedCss === undefined ? '' : `<style${nonce}>${options.embedCss}</style>`}
<script${nonce}>${CLS_OBSERVER_SCRIPT}</script>
<script type="module" src="${escapeAttribute(options.loaderSrc)}"${nonce}></script>
${options.head ?? ''}
</head>
<body>
<header><h1>Partner page</h1><p>A plain page that embeds Joognoo widgets by script tag.</p></header>
<main>
<joognoo-job-board${attributes}${nonce}></joognoo-job-board>
<joognoo-contact-form${attributes}${nonce}></joognoo-contact-form>
</main>
<footer><p>The partner's footer: it must not move.</p></footer>
</body>
</html>
`;
}
