/**
 * The copy-paste snippets and reference rows of /developers/widgets, generated from a
 * widget's declaration (`@joognoo/<widget>`'s `*Element`: tag, attributes, events), so
 * what the page documents is what the element does. Pure: no DOM, no React.
 */
import { attributeToProp, propName, type AttributeSpec, type AttributeSpecs } from '@joognoo/widget-kit';

/** Attribute values of a snippet: a string, or `true` for a boolean attribute. */
export type SnippetAttributes = Readonly<Record<string, string | true>>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeJsxString = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '&quot;');

/** Longest single line before the attributes go one per line. */
const LINE_LIMIT = 80;

function openingTag(tag: string, attributes: Array<[string, string | true]>, indent: string): string {
  const parts = attributes.map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`));
  const oneLine = `<${[tag, ...parts].join(' ')}>`;
  if (oneLine.length <= LINE_LIMIT) return oneLine;
  return `<${tag}\n${parts.map((part) => `${indent}  ${part}`).join('\n')}>`;
}

/**
 * The HTML a partner adds: `embed.css` inline (the space widgets take before they load),
 * the loader (once per page, any place) and the element. Given a `nonce` (the docs pass
 * `{NONCE}`), the `<style>`, the `<script>` and every element carry it, as a strict CSP needs.
 *
 * ```html
 * <style nonce="{NONCE}">joognoo-newsletter:not(:defined){display:block}</style>
 * <script type="module" nonce="{NONCE}" src="https://www.joognoo.com/embed/v1/loader.js"></script>
 * <joognoo-contact-form nonce="{NONCE}" variant="contact"></joognoo-contact-form>
 * ```
 */
export function scriptTagSnippet({
  loaderUrl,
  tag,
  attributes = {},
  slots = [],
  css,
  nonce,
}: {
  loaderUrl: string;
  tag: string;
  attributes?: SnippetAttributes;
  /** Elements the page puts into the widget's named slots, one per line inside it. */
  slots?: readonly SnippetSlot[];
  /** The rules of `embed.css`, inlined in a `<style>` before the loader. */
  css?: string;
  /** The page's CSP nonce (or a placeholder) for the `<style>`, the `<script>` and the elements. */
  nonce?: string;
}): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
  const inner = slots.map((slot) => `  <${slot.tag} slot="${escapeAttribute(slot.slot)}"${nonceAttribute}></${slot.tag}>\n`).join('');
  const elementAttributes: Array<[string, string | true]> = [...(nonce === undefined ? [] : [['nonce', nonce] as [string, string]]), ...Object.entries(attributes)];
  return [
    ...(css?.trim() ? [`<style${nonceAttribute}>${css.trim()}</style>`] : []),
    `<script type="module"${nonceAttribute} src="${escapeAttribute(loaderUrl)}"></script>`,
    `${openingTag(tag, elementAttributes, '')}${inner ? `\n${inner}` : ''}</${tag}>`,
  ].join('\n');
}

/** Another widget in a named slot: `<joognoo-newsletter slot="newsletter">`, or in React the prop. */
export interface SnippetSlot {
  /** Slot name of the element, e.g. `newsletter`. */
  slot: string;
  /** The prop of the React component that takes it, e.g. `newsletter`. */
  prop: string;
  /** The element and the component that fill it. */
  tag: string;
  packageName: string;
  component: string;
}

/**
 * The same widget in a React app: the package's component with the attributes as props and
 * `apiBase` pointing at our host (a React app runs on the partner's origin).
 *
 * ```tsx
 * import { ContactForm } from '@joognoo/contact-form';
 *
 * <ContactForm variant="contact" apiBase="https://www.joognoo.com" />;
 * ```
 */
export function reactSnippet({
  packageName,
  component,
  apiBase,
  attributes = {},
  specs = {},
  slots = [],
}: {
  packageName: string;
  component: string;
  apiBase: string;
  attributes?: SnippetAttributes;
  /** The element's attribute specs, for props that are not the camelCase attribute name. */
  specs?: AttributeSpecs;
  /** Components the app passes into the widget's slot props. */
  slots?: readonly SnippetSlot[];
}): string {
  const props: Array<[string, string | true]> = [
    ...Object.entries(attributes).map(([name, value]): [string, string | true] => [
      specs[name] ? propName(name, specs[name]) : attributeToProp(name),
      value,
    ]),
    ['apiBase', apiBase],
  ];
  const parts = [
    ...props.map(([name, value]) => (value === true ? name : `${name}="${escapeJsxString(value)}"`)),
    ...slots.map((slot) => `${slot.prop}={<${slot.component} apiBase="${escapeJsxString(apiBase)}" />}`),
  ];
  const oneLine = `<${[component, ...parts].join(' ')} />;`;
  const element =
    oneLine.length <= LINE_LIMIT ? oneLine : `<${component}\n${parts.map((part) => `  ${part}`).join('\n')}\n/>;`;
  const imports = [[component, packageName], ...slots.map((slot) => [slot.component, slot.packageName])].map(
    ([name, from]) => `import { ${name} } from '${from}';`,
  );
  return [...imports, '', element].join('\n');
}

/** One row of a widget's attribute table. */
export interface AttributeRow {
  name: string;
  /** `string`, `boolean`, `number`, or the allowed values: `"home" | "about" | "contact"`. */
  type: string;
  /** The default as written in HTML; `null` when the attribute has none. */
  defaultValue: string | null;
  description: string;
}

/** The type column of an attribute: its kind, or its allowed values for an enum. */
export function attributeType(spec: AttributeSpec): string {
  if (typeof spec === 'string') return spec;
  if (spec.type === 'enum') return spec.values.map((value) => `"${value}"`).join(' | ');
  return spec.type;
}

/** The default column: the declared default, as an attribute value. */
export function attributeDefault(spec: AttributeSpec): string | null {
  if (typeof spec === 'string' || spec.default === undefined) return null;
  return String(spec.default);
}

/**
 * The attribute table of a widget: every declared attribute, in declaration order, with
 * its description. Throws when the two disagree, so the docs cannot document an attribute
 * the element does not have, or leave one out.
 */
export function attributeRows(specs: AttributeSpecs, descriptions: Readonly<Record<string, string>>): AttributeRow[] {
  const declared = Object.keys(specs);
  const undocumented = declared.filter((name) => !(name in descriptions));
  const unknown = Object.keys(descriptions).filter((name) => !(name in specs));
  if (undocumented.length || unknown.length) {
    throw new Error(
      `Attribute docs out of date: ${[...undocumented.map((n) => `${n} has no description`), ...unknown.map((n) => `${n} is not declared`)].join(', ')}`,
    );
  }
  return declared.map((name) => ({
    name,
    type: attributeType(specs[name]!),
    defaultValue: attributeDefault(specs[name]!),
    description: descriptions[name]!,
  }));
}

/** One row of a widget's event table. */
export interface EventRow {
  name: string;
  /** What `event.detail` holds. */
  detail: string;
}

/** The event table: every declared event, in declaration order, with its detail (same check as `attributeRows`). */
export function eventRows(events: readonly string[], details: Readonly<Record<string, string>>): EventRow[] {
  const missing = events.filter((name) => !(name in details));
  const unknown = Object.keys(details).filter((name) => !events.includes(name));
  if (missing.length || unknown.length) {
    throw new Error(
      `Event docs out of date: ${[...missing.map((n) => `${n} has no detail`), ...unknown.map((n) => `${n} is not dispatched`)].join(', ')}`,
    );
  }
  return events.map((name) => ({ name, detail: details[name]! }));
}
