import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (`apt-get install chromium`), never a downloaded browser, headless, with
 * nothing of its own on the network (no component updates, sync or background requests that
 * would show up in a page's request log or wait on a network this machine may not have).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
