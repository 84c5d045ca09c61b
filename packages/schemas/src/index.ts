export * from './api.ts';
export * from './attribution.ts';
export * from './auth.ts';
export * from './brand.ts';
export * from './constants.ts';
export * from './entities.ts';
export * from './forms.ts';
export * from './validate.ts';
export type * from './outcome.ts';
