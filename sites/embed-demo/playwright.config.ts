import { defineConfig } from '@playwright/test';

/**
 * The demo on its own origin. Without WIDGET_HOST a stand-in widget host
 * (scripts/widget-host.ts: the embed build + a fake lead API) runs beside it; with
 * WIDGET_HOST (e.g. http://localhost:3000) the real host site serves widgets and API.
 * Needs the embed build: `pnpm --filter @joognoo/widget-kit build`.
 */
const demoPort = Number(process.env.DEMO_PORT ?? 3141);
const stubPort = Number(process.env.WIDGET_HOST_PORT ?? 3199);
const widgetHost = process.env.WIDGET_HOST ?? `http://localhost:${stubPort}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${demoPort}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    ...(process.env.WIDGET_HOST
      ? []
      : [
          {
            command: 'tsx scripts/widget-host.ts',
            url: `${widgetHost}/embed/v1/loader.js`,
            env: { PORT: String(stubPort) },
            reuseExistingServer: false,
          },
        ]),
    {
      command: 'tsx server.ts',
      url: `http://localhost:${demoPort}/`,
      env: { PORT: String(demoPort), WIDGET_HOST: widgetHost },
      reuseExistingServer: false,
    },
  ],
});
