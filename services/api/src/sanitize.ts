import sanitize from 'sanitize-html';

/**
 * The HTML that blog posts and case studies may hold. Run before a row is stored (seed /
 * upsert) and again when it is served, so a row written around the API is still safe.
 *
 * - tags: p, h2-h4, ul, ol, li, blockquote, strong, em, a, code, pre, img, br, hr and table
 *   parts; anything else is removed (its text kept), and script, style, iframe, svg, math,
 *   object, embed, template, noscript, textarea are removed with their content;
 * - no `style`, `class`, `on*` or any other attribute outside the short list below;
 * - a[href]: http, https, mailto, or relative (`/path`, `#id`); `target` only `_blank`, which
 *   always gets `rel="noopener noreferrer"`;
 * - img[src]: http, https or root-relative (`/images/x.svg`); an image without one is dropped;
 * - never `javascript:`, `data:`, `vbscript:` or protocol-relative (`//host`) URLs, however
 *   they are cased, entity-encoded or split by whitespace (sanitize-html decodes before it
 *   checks).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'a', 'code', 'pre',
    'img', 'br', 'hr', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object', 'embed', 'template', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => {
      // http(s) or root-relative only: no relative paths, no //host, no other scheme.
      const src = attribs.src?.trim();
      const ok = src !== undefined && (/^https?:\/\//i.test(src) || /^\/(?![/\\])/.test(src));
      const kept = Object.entries(attribs).flatMap(([name, value]) =>
        name !== 'src' ? [[name, value]] : ok ? [[name, src]] : [],
      );
      return { tagName, attribs: Object.fromEntries(kept) as Record<string, string> };
    },
  },
  // An image whose src was refused has nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Something an HTML parser would read as markup: `<` then a letter, `/`, `!` or `?`. */
const MARKUP = /<[a-zA-Z/!?]/;

/**
 * Safe HTML for post and case-study bodies. Text without any markup is returned unchanged
 * (the blog widget renders it as plain paragraphs, and escaping its `&` would show); the
 * result of a second pass equals the first.
 */
export function sanitizeContentHtml(html: string): string {
  if (!MARKUP.test(html)) return html;
  return sanitize(html, OPTIONS);
}
