import { waitForHydration as waitForHydrationOf } from '@joognoo/e2e-kit';
import type { Page } from '@playwright/test';

export { expect, test, type PageProblems } from '@joognoo/e2e-kit';

/** Waits until React has hydrated the back office (every page renders its <main>). */
export const waitForHydration = (page: Page): Promise<void> => waitForHydrationOf(page, 'main');
