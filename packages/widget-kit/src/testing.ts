/**
 * `@joognoo/widget-kit/testing`: what a page with two instances of a widget must never show,
 * and what a widget speaking another language must not leave in English, for the tests of
 * widgets and of the pages that render them.
 */

export interface IdProblems {
  /** How many elements under the root carry an id (a test asserts there are some). */
  ids: number;
  /** Ids used more than once (each listed once). */
  duplicates: string[];
  /** Ids that an `aria-labelledby`, `aria-describedby`, `aria-controls` or label `for` names, and no element has. */
  dangling: string[];
}

const REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'] as const;

/** The id problems under `root` (the whole document by default). */
export function idProblems(root: ParentNode = document): IdProblems {
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  const known = new Set(ids);
  const named = [...root.querySelectorAll(REFERENCES.map((name) => `[${name}]`).join(', '))].flatMap((element) =>
    REFERENCES.flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/)),
  );
  return {
    ids: ids.length,
    duplicates: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
    dangling: [...new Set(named.filter((id) => id && !known.has(id)))],
  };
}

/** A compiled catalog (`messages.ts`): message id -> text or Lingui's compiled tokens. */
export type CompiledMessages = Readonly<Record<string, unknown>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression source of a compiled message: its words as they are, every argument
 * (and a plural's `#`) any text, a plural or select any of its forms.
 */
function messageSource(tokens: unknown, inPlural = false): string {
  if (typeof tokens === 'string') return inPlural && tokens === '#' ? '.+' : escapeRegExp(tokens);
  if (!Array.isArray(tokens)) return '';
  return tokens
    .map((token: unknown) => {
      if (typeof token === 'string') return inPlural && token === '#' ? '.+' : escapeRegExp(token);
      const [, type, forms] = token as [string, string?, Record<string, unknown>?];
      if (forms && (type === 'plural' || type === 'selectordinal' || type === 'select')) {
        const plural = type !== 'select';
        const cases = Object.values(forms).filter(Array.isArray).map((form) => messageSource(form, plural));
        return `(?:${cases.join('|')})`;
      }
      return '.+';
    })
    .join('');
}

/** Attributes whose texts a visitor reads or hears. */
const READ_ATTRIBUTES = ['placeholder', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'label'] as const;

/**
 * The texts under `root` (its shadow roots too) that read as a text of the English catalogs
 * `english`: every text node and every `placeholder`, `aria-label`, `title`, `alt` (and the
 * like) equal to an English message, its arguments filled with anything. For a widget that
 * speaks another language, the list must be empty; `allowed` are texts it may show as they
 * are (brand names, the content the test gave it).
 */
export function englishLeaks(root: Node, english: readonly CompiledMessages[], allowed: Iterable<string> = []): string[] {
  const patterns = english.flatMap((messages) =>
    Object.values(messages)
      .map((message) => messageSource(message))
      // A message that is only arguments (`{title}`) would match anything.
      .filter((source) => /\p{L}/u.test(source.replace(/\.\+/g, '')))
      .map((source) => new RegExp(`^(?:${source})$`, 'su')),
  );
  const ok = new Set(allowed);
  const leaks = new Set<string>();
  const check = (raw: string | null | undefined) => {
    const text = raw?.replace(/\s+/g, ' ').trim();
    if (text && !ok.has(text) && patterns.some((pattern) => pattern.test(text))) leaks.add(text);
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) check(node.textContent);
    if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      if (element.localName === 'style' || element.localName === 'script') return;
      for (const name of READ_ATTRIBUTES) check(element.getAttribute(name));
      if (element.shadowRoot) visit(element.shadowRoot);
    }
    node.childNodes.forEach(visit);
  };
  visit(root);
  return [...leaks];
}
