/**
 * Build-time minification of the CSS inside styled-components templates
 * (`styled.div\`...\``, `styled(X)\`...\``, `css\`...\``, `keyframes\`...\``,
 * `createGlobalStyle\`...\``), as babel-plugin-styled-components' `minify` does: runs of
 * whitespace become one space, and whitespace around `{`, `}` and `;` goes. Only the static
 * text between interpolations changes (and the space after `:` and `,`); a template whose text contains `//` (a stylis line
 * comment that would swallow the joined lines) is left alone.
 */

const TAG = /(?:\bstyled(?:\.\w+|\([^()`]*\))(?:\.attrs\([^`]*?\)|\.withConfig\([^`]*?\))*|\bcss|\bkeyframes|\bcreateGlobalStyle)(?:<[^`]*?>)?\s*`/g;

/** Minifies one static text part; `first`/`last`: at the template's start/end. */
export function minifyCssText(text: string, first: boolean, last: boolean): string {
  let out = text.replace(/\s+/g, ' ').replace(/\s*([{};])\s*/g, '$1').replace(/([:,]) /g, '$1');
  if (first) out = out.replace(/^\s+/, '');
  if (last) out = out.replace(/\s+$/, '');
  return out;
}

/**
 * Finds the end of the template literal whose body starts at `start` (just after the
 * opening backtick). Returns the static parts (as [from, to) ranges) and the index of the
 * closing backtick, or null when the source cannot be scanned with confidence.
 */
function scanTemplate(code: string, start: number): { parts: Array<[number, number]>; end: number } | null {
  const parts: Array<[number, number]> = [];
  let i = start;
  let partStart = start;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '`') {
      parts.push([partStart, i]);
      return { parts, end: i };
    }
    if (c === '$' && code[i + 1] === '{') {
      parts.push([partStart, i]);
      const close = skipExpression(code, i + 2);
      if (close < 0) return null;
      i = close + 1;
      partStart = i;
      continue;
    }
    i += 1;
  }
  return null;
}

/** From inside `${`, the index of its closing `}` (strings, nested templates and braces skipped). */
function skipExpression(code: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '"' || c === "'") {
      i += 1;
      while (i < code.length && code[i] !== c) i += code[i] === '\\' ? 2 : 1;
    } else if (c === '`') {
      const inner = scanTemplate(code, i + 1);
      if (!inner) return -1;
      i = inner.end;
    } else if (c === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i += 1;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      if (end < 0) return -1;
      i = end + 1;
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      if (depth === 0) return i;
      depth -= 1;
    }
    i += 1;
  }
  return -1;
}

/** Returns the code with every styled-components template's CSS minified (or null: unchanged). */
export function minifyCssTemplates(code: string): string | null {
  let out = '';
  let last = 0;
  let changed = false;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(code); match; match = TAG.exec(code)) {
    const bodyStart = match.index + match[0].length;
    const scanned = scanTemplate(code, bodyStart);
    if (!scanned) continue;
    TAG.lastIndex = scanned.end + 1;
    const texts = scanned.parts.map(([a, b]) => code.slice(a, b));
    if (texts.some((t) => t.includes('//'))) continue;
    out += code.slice(last, bodyStart);
    let cursor = bodyStart;
    scanned.parts.forEach(([a, b], index) => {
      out += code.slice(cursor, a);
      out += minifyCssText(code.slice(a, b), index === 0, index === scanned.parts.length - 1);
      cursor = b;
    });
    out += code.slice(cursor, scanned.end);
    last = scanned.end;
    changed = true;
  }
  if (!changed) return null;
  return out + code.slice(last);
}
