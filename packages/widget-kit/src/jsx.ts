/**
 * Typings for a widget's custom element in a TypeScript React app (`<joognoo-job-board
 * api-base="…" />` in TSX), derived from the widget's declaration (`element.ts`), so the
 * element, its README and its typings name the same attributes. Each widget augments
 * React's `JSX.IntrinsicElements` with its tag in its own `src/jsx.ts`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeSpec, AttributeSpecs, COMMON_ATTRIBUTES } from './attributes';

/** What an attribute accepts in JSX: React 19 writes it to the element as a string. */
export type AttributeValue<Spec extends AttributeSpec> = Spec extends 'boolean' | { type: 'boolean' }
  ? boolean
  : Spec extends 'number' | { type: 'number' }
    ? number | `${number}`
    : Spec extends { type: 'enum'; values: readonly (infer Value extends string)[] }
      ? Value
      : string;

/** The JSX props of a widget element: its own and the common attributes, plus any HTML attribute. */
export type WidgetElementAttributes<Specs extends AttributeSpecs> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  [Name in keyof typeof COMMON_ATTRIBUTES]?: AttributeValue<(typeof COMMON_ATTRIBUTES)[Name]>;
} & {
  [Name in keyof Specs]?: AttributeValue<Specs[Name]>;
} & {
  /** Passed to styled-components under a strict CSP. */
  nonce?: string;
};
