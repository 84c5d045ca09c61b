import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Problems seen in the browser during a test; `allow` lists expected ones. */
export interface PageProblems {
  messages: string[];
  /** Declare an expected problem (e.g. the 404 document of the not-found page). */
  allow(pattern: RegExp): void;
}

/**
 * `test` that fails on any console error, hydration warning, uncaught exception, failed
 * request or HTTP response >= 400 in the page, unless the test allowed it.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /hydrat|did not match/i.test(text)) {
          messages.push(`console.${message.type()}: ${text} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        // ERR_ABORTED is the page cancelling a request itself (a navigation leaving while
        // React Router's route discovery or a lazy image is in flight), not a failure; a
        // broken resource shows up as an error response or a network error instead.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        messages.push(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) messages.push(`response ${response.status()}: ${response.url()}`);
      });
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      expect(unexpected, 'console errors, failed requests or error responses').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated the document (event handlers are live): the element `root`
 * (a selector rendered by the server on every page of the app) carries React's fiber.
 */
export async function waitForHydration(page: Page, root: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, root);
}
