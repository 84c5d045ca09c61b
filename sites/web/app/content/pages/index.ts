/** Typed copy and fixed data of the static pages. No JSX: components render these. */
export * from './types.ts';
export * from './helpers.ts';
