// @ts-check
/**
 * `local/no-physical-direction`: the styles of the widgets and of ui follow the writing
 * direction, so an Arabic page (`dir="rtl"`) mirrors them without a second stylesheet. The
 * rule reads the CSS of styled-components (`styled.x`...``, `styled(X)`...``, `css`...``,
 * `keyframes`...``, `createGlobalStyle`...``, and the strings and templates their
 * interpolations return) and style objects (a JSX `style={{...}}`, `el.style.x = ...`,
 * `el.style.setProperty('x', ...)`), and refuses what names a physical side:
 *
 * - `margin-left/right`, `padding-left/right`, `scroll-margin/padding-left/right`,
 *   `left`/`right` positions, `border-left/right*`, `border-top/bottom-left/right-radius`:
 *   use `*-inline-start/end`, `inset-inline-start/end`, `border-start-start-radius` ...
 * - `text-align: left/right` (use `start`/`end`), `float`/`clear: left/right` (use
 *   `inline-start`/`inline-end`);
 * - a four-value `margin`, `padding`, `inset`, `border-width/style/color` whose left and
 *   right differ, and a `border-radius` whose left and right corners differ (write the
 *   logical longhands, e.g. `padding-block` and `padding-inline-start/end`);
 * - a movement along x (`translateX()`, `translate(x, y)`, `translate3d()`, the `translate`
 *   property) unless its distance is multiplied by `var(--joognoo-inline-sign)`, which ui
 *   sets to -1 in right-to-left text (`inlineSign`).
 *
 * Some drawing is truly physical (a check mark made of two borders of a rotated box, a
 * centring that is symmetric anyway): put it in a one-line `css` fragment preceded by
 * `// eslint-disable-next-line local/no-physical-direction -- <why>`. A disable comment of
 * this rule without its reason after `--` is itself an error.
 */

/** The logical property of each physical one. */
const LOGICAL_PROPERTY = {
  'margin-left': 'margin-inline-start',
  'margin-right': 'margin-inline-end',
  'padding-left': 'padding-inline-start',
  'padding-right': 'padding-inline-end',
  'scroll-margin-left': 'scroll-margin-inline-start',
  'scroll-margin-right': 'scroll-margin-inline-end',
  'scroll-padding-left': 'scroll-padding-inline-start',
  'scroll-padding-right': 'scroll-padding-inline-end',
  left: 'inset-inline-start',
  right: 'inset-inline-end',
  'border-left': 'border-inline-start',
  'border-right': 'border-inline-end',
  'border-left-width': 'border-inline-start-width',
  'border-right-width': 'border-inline-end-width',
  'border-left-style': 'border-inline-start-style',
  'border-right-style': 'border-inline-end-style',
  'border-left-color': 'border-inline-start-color',
  'border-right-color': 'border-inline-end-color',
  'border-top-left-radius': 'border-start-start-radius',
  'border-top-right-radius': 'border-start-end-radius',
  'border-bottom-left-radius': 'border-end-start-radius',
  'border-bottom-right-radius': 'border-end-end-radius',
};

/** Properties whose `left`/`right` value is physical, and the logical values. */
const LOGICAL_VALUE = {
  'text-align': { left: 'start', right: 'end' },
  'text-align-last': { left: 'start', right: 'end' },
  float: { left: 'inline-start', right: 'inline-end' },
  clear: { left: 'inline-start', right: 'inline-end' },
};

/** Box shorthands whose fourth value is the left side and second the right. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
]);

/** The custom property that makes a movement along x follow the direction (ui's `inlineSign`). */
const INLINE_SIGN = '--joognoo-inline-sign';

const RULE_NAME = 'local/no-physical-direction';

/** Tags whose template literal is CSS. */
const CSS_TAGS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/**
 * @param {any} node
 * @returns {string | undefined} the identifier a tag starts from (`styled` of `styled(X).attrs(...)`)
 */
function tagRoot(node) {
  let current = node;
  for (;;) {
    if (current.type === 'Identifier') return current.name;
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'TSAsExpression' || current.type === 'TSNonNullExpression') current = current.expression;
    else return undefined;
  }
}

const isCssTemplate = (/** @type {any} */ node) =>
  node.type === 'TaggedTemplateExpression' && CSS_TAGS.has(tagRoot(node.tag) ?? '');

/** `marginLeft` -> `margin-left`; a custom property or kebab name is kept. */
const kebab = (/** @type {string} */ name) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/**
 * The value's top-level words: `0 ${a} calc(1px + 2px) 3px` -> 4 words.
 * @param {string} value
 */
function words(value) {
  /** @type {string[]} */
  const out = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && /\s/.test(char)) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
}

/**
 * Whether a `border-radius` value rounds its left and right corners differently.
 * @param {string} value
 */
function asymmetricRadius(value) {
  return value.split('/').some((part) => {
    const [a, b = a, c = a, d = b] = words(part);
    // top-left top-right bottom-right bottom-left; mirrored, left and right swap.
    return a !== b || d !== c;
  });
}

/**
 * What is physical in one declaration, or undefined.
 * @param {string} name lower-case property name
 * @param {string} value
 * @returns {{ messageId: string, data: Record<string, string> } | undefined}
 */
function judge(name, value) {
  const shown = `${name}: ${value.trim()}`.replace(/\s+/g, ' ');
  if (Object.hasOwn(LOGICAL_PROPERTY, name)) {
    return { messageId: 'property', data: { name, logical: LOGICAL_PROPERTY[/** @type {keyof typeof LOGICAL_PROPERTY} */ (name)] } };
  }
  if (Object.hasOwn(LOGICAL_VALUE, name)) {
    const side = value.trim().toLowerCase();
    const logical = LOGICAL_VALUE[/** @type {keyof typeof LOGICAL_VALUE} */ (name)];
    if (side === 'left' || side === 'right') return { messageId: 'value', data: { declaration: shown, name, logical: logical[side] } };
  }
  if (BOX_SHORTHANDS.has(name)) {
    const parts = words(value);
    if (parts.length === 4 && parts[1] !== parts[3]) {
      // `padding` -> `padding-inline-start`; `border-width` -> `border-inline-start-width`.
      const longhand = (/** @type {string} */ part) => (name.startsWith('border-') ? `border-${part}-${name.slice('border-'.length)}` : `${name}-${part}`);
      return { messageId: 'shorthand', data: { declaration: shown, block: longhand('block'), start: longhand('inline-start'), end: longhand('inline-end') } };
    }
  }
  if (name === 'border-radius' && asymmetricRadius(value)) return { messageId: 'radius', data: { declaration: shown } };
  if (!value.includes(INLINE_SIGN)) {
    const alongX =
      /\btranslatex\s*\(/i.test(value) ||
      /\btranslate(?:3d)?\s*\(\s*(?!0(?:px|%)?\s*[,)])[^,)]+[,)]/i.test(value) ||
      (name === 'translate' && !/^\s*(?:none|0(?:px|%)?(?:\s|$))/i.test(value));
    if (alongX) return { messageId: 'translate', data: { declaration: shown } };
  }
  return undefined;
}

/**
 * The declarations of a piece of CSS (comments removed; nested rules and at-rules walked
 * through, their selectors and preludes skipped), each with its offset in `text`.
 * @param {string} text
 */
function declarations(text) {
  const clean = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => ' '.repeat(comment.length));
  /** @type {Array<{ name: string, value: string, offset: number }>} */
  const out = [];
  let start = 0;
  let depth = 0;
  let quote = '';
  const take = (/** @type {number} */ end, /** @type {string} */ terminator) => {
    const chunk = clean.slice(start, end);
    start = end + 1;
    if (terminator === '{') return; // a selector or an at-rule's prelude
    // Mixins (`${focusRing}`) may stand before a declaration without a semicolon.
    const match = /^((?:\s|\uE000\d+\uE000)*)(-?[a-zA-Z][-a-zA-Z]*)\s*:([\s\S]*)$/.exec(chunk);
    if (!match) return;
    const [, before = '', name = '', value = ''] = match;
    out.push({ name: name.toLowerCase(), value, offset: end - chunk.length + before.length });
  };
  for (let i = 0; i < clean.length; i += 1) {
    const char = clean[i];
    if (quote) {
      if (char === quote && clean[i - 1] !== '\\') quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (char === ';' || char === '{' || char === '}')) take(i, char);
  }
  take(clean.length, '');
  return out;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow physical left/right in the styles of the widgets and ui: they must follow the writing direction' },
    schema: [],
    messages: {
      property: '`{{name}}` is a physical side: use `{{logical}}`, which follows the writing direction (right to left in Arabic).',
      value: '`{{declaration}}` is a physical side: use `{{name}}: {{logical}}`, which follows the writing direction.',
      shorthand:
        '`{{declaration}}` gives the left and the right side different values: write `{{block}}` and `{{start}}` / `{{end}}`, which follow the writing direction.',
      radius:
        '`{{declaration}}` rounds the left and right corners differently: use `border-start-start-radius`, `border-start-end-radius`, `border-end-start-radius`, `border-end-end-radius`.',
      translate:
        '`{{declaration}}` moves along the physical x axis: multiply the distance by `var(--joognoo-inline-sign)` (ui\'s `inlineSign`, -1 in right-to-left text), or disable this rule for a truly physical movement and say why.',
      reason: 'Say why this style is physical: `-- <reason>` after the rule name in the eslint-disable comment.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /**
     * Lints CSS whose characters come from the source at `positions` (one index per character).
     * @param {string} text
     * @param {number[]} positions
     * @param {string[]} [sources] the source of each interpolation's placeholder, for the message
     */
    function lintCss(text, positions, sources = []) {
      const shown = (/** @type {string} */ s) => s.replace(/\uE000(\d+)\uE000/g, (_, id) => `\${${sources[Number(id)] ?? ''}}`);
      for (const { name, value, offset } of declarations(text)) {
        const problem = judge(name, value);
        if (!problem) continue;
        if (problem.data.declaration) problem.data.declaration = shown(problem.data.declaration);
        const start = positions[offset] ?? positions[0] ?? 0;
        context.report({
          loc: sourceCode.getLocFromIndex(start),
          messageId: problem.messageId,
          data: problem.data,
        });
      }
    }

    /**
     * A template literal as CSS: each interpolation a placeholder (the same expression, the
     * same placeholder: `padding: ${a} ${b} ${a} ${b}` is symmetric), and the strings the
     * interpolations return linted as CSS of their own.
     * @param {any} template TemplateLiteral
     */
    function lintTemplate(template) {
      /** @type {Map<string, number>} */
      const ids = new Map();
      /** @type {string[]} */
      const sources = [];
      let text = '';
      /** @type {number[]} */
      const positions = [];
      template.quasis.forEach((/** @type {any} */ quasi, /** @type {number} */ i) => {
        const raw = quasi.value.raw;
        // The quasi's range starts at its opening delimiter: a backtick or `}`.
        const first = quasi.range[0] + 1;
        for (let k = 0; k < raw.length; k += 1) {
          text += raw[k];
          positions.push(first + k);
        }
        const expression = template.expressions[i];
        if (!expression) return;
        const source = sourceCode.getText(expression);
        // ui's constant for the custom property reads as the property itself.
        if (/(^|\.)INLINE_SIGN$/.test(source)) {
          text += INLINE_SIGN;
          for (let k = 0; k < INLINE_SIGN.length; k += 1) positions.push(expression.range[0]);
          return;
        }
        if (!ids.has(source)) {
          ids.set(source, ids.size);
          sources.push(source);
        }
        const token = `\uE000${ids.get(source)}\uE000`;
        text += token;
        for (let k = 0; k < token.length; k += 1) positions.push(expression.range[0]);
        lintInside(expression);
      });
      lintCss(text, positions, sources);
    }

    /**
     * The CSS strings an interpolation may return (`$side === 'left' ? 'left: 0;' : ...`).
     * Nested styled templates are linted on their own visit.
     * @param {any} node
     */
    function lintInside(node) {
      if (!node || typeof node.type !== 'string' || isCssTemplate(node)) return;
      if (node.type === 'Literal' && typeof node.value === 'string') {
        lintString(node);
        return;
      }
      if (node.type === 'TemplateLiteral') {
        lintTemplate(node);
        return;
      }
      for (const key of sourceCode.visitorKeys[node.type] ?? []) {
        const child = node[key];
        if (Array.isArray(child)) child.forEach(lintInside);
        else lintInside(child);
      }
    }

    /** @param {any} literal a string Literal whose text is CSS */
    function lintString(literal) {
      const value = /** @type {string} */ (literal.value);
      const positions = Array.from({ length: value.length }, (_, k) => literal.range[0] + 1 + k);
      lintCss(value, positions);
    }

    /**
     * One declaration of a style object (`marginLeft: 4`, `'padding-right': x`).
     * @param {any} keyNode
     * @param {any} valueNode
     */
    function lintStyleEntry(keyNode, valueNode) {
      const key = keyNode.type === 'Identifier' ? keyNode.name : keyNode.type === 'Literal' ? String(keyNode.value) : undefined;
      if (key === undefined) return;
      const value =
        valueNode?.type === 'Literal'
          ? String(valueNode.value)
          : valueNode?.type === 'TemplateLiteral'
            ? valueNode.quasis
                .map((/** @type {any} */ q, /** @type {number} */ i) => {
                  const expression = valueNode.expressions[i];
                  const inserted = !expression ? '' : /(^|\.)INLINE_SIGN$/.test(sourceCode.getText(expression)) ? INLINE_SIGN : '\uE0000\uE000';
                  return (q.value.cooked ?? q.value.raw) + inserted;
                })
                .join('')
            : '0';
      const name = kebab(key).toLowerCase();
      const problem = judge(name, value);
      if (!problem) return;
      if (problem.data.declaration && valueNode) problem.data.declaration = `${name}: ${sourceCode.getText(valueNode)}`;
      context.report({ node: keyNode, messageId: problem.messageId, data: problem.data });
    }

    /** @param {any} object an ObjectExpression of style declarations */
    function lintStyleObject(object) {
      for (const property of object.properties) {
        if (property.type === 'Property' && !property.computed) lintStyleEntry(property.key, property.value);
      }
    }

    /** `x.style` (the object of `x.style.marginLeft = ...`). */
    const isStyleObject = (/** @type {any} */ node) =>
      node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'style';

    return {
      TaggedTemplateExpression(node) {
        if (isCssTemplate(node)) lintTemplate(node.quasi);
      },
      // styled.div({ marginLeft: 4 }) and css({ ... }): the object syntax of styled-components.
      CallExpression(node) {
        const callee = /** @type {any} */ (node.callee);
        if (CSS_TAGS.has(tagRoot(callee) ?? '') && node.arguments[0]?.type === 'ObjectExpression') {
          lintStyleObject(node.arguments[0]);
        }
        // el.style.setProperty('margin-left', ...)
        if (
          callee.type === 'MemberExpression' &&
          isStyleObject(callee.object) &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'setProperty' &&
          node.arguments[0]?.type === 'Literal'
        ) {
          lintStyleEntry(node.arguments[0], node.arguments[1]);
        }
      },
      // style={{ ... }}, also `style={moving ? { ... } : undefined}`
      JSXAttribute(/** @type {any} */ node) {
        const value = /** @type {any} */ (node.value);
        if (node.name.name !== 'style' || value?.type !== 'JSXExpressionContainer') return;
        /** @param {any} expression */
        const objects = (expression) => {
          if (expression.type === 'ObjectExpression') lintStyleObject(expression);
          else if (expression.type === 'ConditionalExpression') [expression.consequent, expression.alternate].forEach(objects);
          else if (expression.type === 'LogicalExpression') objects(expression.right);
        };
        objects(value.expression);
      },
      // el.style.paddingRight = ...
      AssignmentExpression(node) {
        const left = /** @type {any} */ (node.left);
        if (left.type === 'MemberExpression' && !left.computed && isStyleObject(left.object)) lintStyleEntry(left.property, node.right);
      },
      'Program:exit'() {
        // SourceCode#getDisableDirectives (ESLint 9) is not in its type declarations.
        /** @type {{ directives: Array<{ type: string, value: string, justification?: string, node: { loc: import('eslint').AST.SourceLocation } }> }} */
        const { directives } = /** @type {any} */ (sourceCode).getDisableDirectives();
        for (const directive of directives) {
          if (directive.type === 'enable' || !directive.value.split(/\s*,\s*/).includes(RULE_NAME)) continue;
          if (!directive.justification?.trim()) context.report({ loc: directive.node.loc, messageId: 'reason' });
        }
      },
    };
  },
};

export default { rules: { 'no-physical-direction': rule } };
