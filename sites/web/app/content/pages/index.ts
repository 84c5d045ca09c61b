/** Typed copy and fixed data of the static pages. No JSX: components render these. */
export * from './types.ts';
export * from './helpers.ts';
export * from './legal.ts';
export * from './services.ts';
export * from './use-cases.ts';
export * from './documentation.ts';
