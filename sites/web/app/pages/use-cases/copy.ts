import { AI_USE_CASE } from './ai/copy.ts';
import { GREEN_USE_CASE } from './green/copy.ts';
import { HIRE_USE_CASE } from './hire/copy.ts';
import type { UseCaseId, UseCasePage } from './use-case-page.ts';

/** The three use-case pages together. */

export * from './use-case-page.ts';
export * from './green/copy.ts';
export * from './ai/copy.ts';
export * from './hire/copy.ts';

export const USE_CASES: Readonly<Record<UseCaseId, UseCasePage>> = {
  green: GREEN_USE_CASE,
  ai: AI_USE_CASE,
  hire: HIRE_USE_CASE,
};

export const USE_CASE_IDS: readonly UseCaseId[] = ['green', 'ai', 'hire'];
