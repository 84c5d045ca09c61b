/** Typed copy and fixed data of the static pages. No JSX: components render these. */
export * from './types.ts';
export * from './helpers.ts';
export * from './offices.ts';
export * from './about.ts';
export * from './leaders.ts';
export * from './webinars.ts';
export * from './events.ts';
export * from './contact-page.ts';
