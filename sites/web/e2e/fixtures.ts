import { waitForHydration as waitForHydrationOf } from '@joognoo/e2e-kit';
import type { Page } from '@playwright/test';

export { expect, test, type PageProblems } from '@joognoo/e2e-kit';

/** Waits until React has hydrated the site (every page renders its <header>). */
export const waitForHydration = (page: Page): Promise<void> => waitForHydrationOf(page, 'header');

/**
 * A page compared with its committed baseline (`e2e/<spec>-snapshots/`, made with Debian's
 * Chromium and fonts-liberation: `--update-snapshots` after a change meant to be seen): the
 * viewport only, since lazy images below the fold load at their own pace; up to 2 % of the
 * pixels may differ (font hinting and image decoding of another Chromium build), a moved or
 * restyled block is far more.
 */
export const LOOKS_THE_SAME = { maxDiffPixelRatio: 0.02 } as const;

export function isMobile(projectName: string): boolean {
  return projectName === 'mobile';
}
