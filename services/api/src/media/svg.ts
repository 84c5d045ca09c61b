import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * SVG: recognised by parsing (the first element must be `<svg>`, with nothing but an XML
 * declaration, a doctype, comments and white space before it), sized from its root's
 * width/height/viewBox, and sanitised before it is stored.
 */

export interface SvgInfo {
  /** Rounded CSS pixels, or null when the image says nothing usable. */
  width: number | null;
  height: number | null;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** CSS pixels per unit (absolute units only; `%` and font-relative units say nothing). */
const UNITS: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };

function length(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?\s*([a-z]*)$/i);
  if (!match) return null;
  const unit = UNITS[match[2]!.toLowerCase()];
  const number = Number.parseFloat(value!) * (unit ?? Number.NaN);
  return Number.isFinite(number) && number > 0 ? number : null;
}

function viewBox(value: string | undefined): { width: number; height: number } | null {
  const parts = value?.trim().split(/[\s,]+/).map(Number);
  if (!parts || parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [, , width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { width, height } : null;
}

const LIMIT = 100_000;
const size = (value: number) => Math.min(LIMIT, Math.max(1, Math.round(value)));

/** The root's size: width/height in absolute units, else completed from the viewBox's aspect. */
export function svgSize(attributes: Record<string, string>): SvgInfo {
  const box = viewBox(attributes.viewBox ?? attributes.viewbox);
  let width = length(attributes.width);
  let height = length(attributes.height);
  if (box) {
    if (width === null && height === null) ({ width, height } = box);
    else if (width === null) width = (height! * box.width) / box.height;
    else if (height === null) height = (width * box.height) / box.width;
  }
  return { width: width === null ? null : size(width), height: height === null ? null : size(height) };
}

/** The SVG root's size when `text` is an SVG document, else null. */
export function parseSvg(text: string): SvgInfo | null {
  let result: SvgInfo | null = null;
  let decided = false;
  let before = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (decided) return;
        decided = true;
        const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
        if (local === 'svg' && before.trim() === '') result = svgSize(attributes);
        parser.pause();
      },
      ontext(data) {
        if (!decided) before += data;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  if (!decided) parser.end();
  return result;
}

// What an SVG may keep: shapes, text, paint servers, clipping, masks and local references.
// No script, no foreignObject (HTML inside), no animation (it can set href), no iframes.
const TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'style', 'switch',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'image',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
];

const ATTRIBUTES = [
  'id', 'class', 'style', 'lang', 'xml:lang', 'xml:space', 'xmlns', 'xmlns:xlink', 'version',
  'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr',
  'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'transform', 'dx', 'dy', 'rotate',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity',
  'color', 'display', 'visibility', 'overflow', 'clip-path', 'clip-rule', 'clipPathUnits', 'mask',
  'maskUnits', 'maskContentUnits', 'filter', 'filterUnits', 'primitiveUnits', 'marker-start', 'marker-mid',
  'marker-end', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color', 'stop-opacity',
  'patternUnits', 'patternContentUnits', 'patternTransform',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'letter-spacing', 'word-spacing',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'text-decoration',
  'textLength', 'lengthAdjust', 'startOffset', 'writing-mode', 'direction', 'unicode-bidi',
  'vector-effect', 'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation',
  'color-interpolation-filters', 'mix-blend-mode', 'isolation',
  'in', 'in2', 'result', 'mode', 'type', 'values', 'tableValues', 'slope', 'intercept', 'amplitude',
  'exponent', 'k', 'k1', 'k2', 'k3', 'k4', 'operator', 'radius', 'stdDeviation', 'edgeMode',
  'kernelMatrix', 'order', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha', 'scale',
  'xChannelSelector', 'yChannelSelector', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles',
  'flood-color', 'flood-opacity', 'lighting-color', 'surfaceScale', 'diffuseConstant', 'specularConstant',
  'specularExponent', 'kernelUnitLength', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY',
  'pointsAtZ', 'limitingConeAngle', 'requiredFeatures', 'systemLanguage',
  'href', 'xlink:href', 'xlink:title',
];

/** A raster image embedded in the SVG: the only `data:` URL kept. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
/** A reference inside the same document (`#id`): the only other href kept. */
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;

/**
 * CSS (a `style` attribute or a `<style>` element) may not load anything: `@import` and any
 * `url()` other than a local `url(#id)` become `none`. Also kills legacy `expression(` and
 * `-moz-binding`.
 */
export function safeCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(?!#)[^)]*\)/gi, 'none')
    .replace(/expression\s*\(|-moz-binding|behavior\s*:/gi, 'none');
}

function allowedReference(tag: string, value: string): boolean {
  const trimmed = value.trim();
  return LOCAL_REFERENCE.test(trimmed) || (tag === 'image' && DATA_IMAGE.test(trimmed));
}

/**
 * The SVG without anything that runs or loads: no `<script>`, no event handler attributes
 * (`on*`), no `<foreignObject>`, no animation elements, no `href`/`xlink:href` other than
 * `#id` references (and `data:image/...` on `<image>`), no `javascript:` anywhere, no
 * external URL in CSS. The root keeps (or gets) the SVG namespace, so the result renders as
 * `image/svg+xml`. sanitize-html (htmlparser2 in XML mode, so `viewBox` keeps its case).
 */
export function sanitizeSvg(text: string): string {
  const clean = sanitizeHtml(text, {
    allowedTags: TAGS,
    allowedAttributes: { '*': ATTRIBUTES },
    // href values are checked by transformTags below; these only let `data:` through to that check.
    allowedSchemes: [],
    allowedSchemesByTag: { image: ['data'] },
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Text of dropped elements (a script's source, foreignObject's HTML) is dropped with them.
    nonTextTags: ['script', 'foreignObject', 'iframe', 'noscript', 'textarea', 'option', 'animate', 'set', 'animateTransform', 'animateMotion'],
    parser: { xmlMode: true, decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use', 'image', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feMergeNode'],
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          const lower = name.toLowerCase();
          if (lower.startsWith('on')) continue;
          // eslint-disable-next-line no-control-regex -- javascript: hidden behind control characters
          if (/(?:java|vb)script:/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) continue;
          if ((lower === 'href' || lower === 'xlink:href') && !allowedReference(tagName, value)) continue;
          kept[name] = lower === 'style' ? safeCss(value) : /url\(/i.test(value) ? safeCss(value) : value;
        }
        if (tagName === 'svg' && !kept.xmlns) kept.xmlns = SVG_NAMESPACE;
        if (tagName === 'svg' && /xlink:/.test(text) && !kept['xmlns:xlink']) kept['xmlns:xlink'] = XLINK_NAMESPACE;
        return { tagName, attribs: kept };
      },
    },
    // <style> is kept for exported SVGs' class rules: its text is made safe just below.
    allowVulnerableTags: true,
  });
  // sanitize-html passes a <style> element's text through as it is: no loading in it, and
  // no markup characters (the result must stay well-formed XML).
  return clean.replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (_match, open: string, css: string, close: string) => `${open}${safeCss(css).replace(/[<&]/g, '')}${close}`);
}
