/**
 * Attribute -> prop mapping for widget custom elements. Pure functions: no DOM needed.
 *
 * An attribute is declared by its kebab-case name; the prop is its camelCase form
 * (`redirect-url` -> `redirectUrl`) unless `prop` says otherwise.
 */

export type AttributeType = 'string' | 'boolean' | 'number' | 'enum';

export interface StringAttribute {
  type: 'string';
  default?: string;
  prop?: string;
}
export interface BooleanAttribute {
  type: 'boolean';
  default?: boolean;
  prop?: string;
}
export interface NumberAttribute {
  type: 'number';
  default?: number;
  prop?: string;
}
export interface EnumAttribute<T extends string = string> {
  type: 'enum';
  values: readonly T[];
  default?: T;
  prop?: string;
}

export type AttributeSpec = 'string' | 'boolean' | 'number' | StringAttribute | BooleanAttribute | NumberAttribute | EnumAttribute;

/** Attribute name (kebab-case) -> its spec. */
export type AttributeSpecs = Readonly<Record<string, AttributeSpec>>;

export const THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof THEMES)[number];

/** The attributes every widget understands. */
export const COMMON_ATTRIBUTES = {
  /** API origin; defaults to the origin the embed was loaded from. */
  'api-base': { type: 'string' },
  theme: { type: 'enum', values: THEMES, default: 'light' },
  /** Free label stored with each lead (e.g. `partner-acme-footer`). */
  source: { type: 'string' },
  /** The partner id whose page embeds the widget, sent with each lead (its origins may write). */
  partner: { type: 'string' },
  /** BCP 47 tag of the widget's language; default the page's `<html lang>`, else English. */
  locale: { type: 'string' },
  /** Replacements of any of its texts: a JSON object, message id -> text (ICU MessageFormat allowed). */
  messages: { type: 'string' },
} as const satisfies AttributeSpecs;

/** `redirect-url` -> `redirectUrl`, `api-base` -> `apiBase`. */
export function attributeToProp(name: string): string {
  return name.toLowerCase().replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function normalize(spec: AttributeSpec): Exclude<AttributeSpec, string> {
  return typeof spec === 'string' ? ({ type: spec } as Exclude<AttributeSpec, string>) : spec;
}

/** The prop name an attribute maps to. */
export function propName(attribute: string, spec: AttributeSpec): string {
  return normalize(spec).prop ?? attributeToProp(attribute);
}

/**
 * One attribute value (as `getAttribute` gives it: `null` when absent) to its prop value.
 * - string: the text; absent -> default (or undefined).
 * - boolean: present (`""`, `"true"`, the attribute's own name, anything else) -> true,
 *   `"false"` -> false, absent -> default (or false).
 * - number: a finite number; absent, empty or not a number -> default (or undefined).
 * - enum: one of the allowed values (case-insensitive, trimmed); otherwise default.
 */
export function parseAttribute(spec: AttributeSpec, raw: string | null): unknown {
  const s = normalize(spec);
  switch (s.type) {
    case 'string':
      return raw ?? s.default;
    case 'boolean':
      if (raw === null) return s.default ?? false;
      return raw.trim().toLowerCase() !== 'false';
    case 'number': {
      if (raw === null || raw.trim() === '') return s.default;
      const n = Number(raw);
      return Number.isFinite(n) ? n : s.default;
    }
    case 'enum': {
      if (raw === null) return s.default;
      const wanted = raw.trim().toLowerCase();
      return s.values.find((value) => value.toLowerCase() === wanted) ?? s.default;
    }
  }
}

/** Every declared attribute of `element` as props (only keys whose value is defined). */
export function readAttributes(element: Pick<Element, 'getAttribute'>, specs: AttributeSpecs): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [attribute, spec] of Object.entries(specs)) {
    const value = parseAttribute(spec, element.getAttribute(attribute));
    if (value !== undefined) props[propName(attribute, spec)] = value;
  }
  return props;
}
