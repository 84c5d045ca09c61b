/**
 * What the back-office specs share (issue 17): signing in as a staff member, the link of an e-mail that reached the loopback SMTP server, and
 * a partner record made with `partner:create`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { PASSWORD } from './users';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Signs `email` in at /sign-in and comes back to `to` (the back office's redirect). Pass
 * `javaScript: false` for a browser context without JavaScript (the form posts as it is).
 */
export async function signInTo(page: Page, email: string, to: string, { javaScript = true }: { javaScript?: boolean } = {}): Promise<void> {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(to)}`);
  if (javaScript) await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
}

interface ReceivedMail {
  envelopeTo: string[];
  subject: string;
  text: string;
}

/**
 * The path of the link in the e-mail with `subject` to `email` (it must arrive once, within
 * 20 s): `pathname` followed by a 43-character token, as invitations and resets have.
 */
export async function mailedLink(email: string, subject: string, pathname: string): Promise<string> {
  const directory = path.join(process.env.WEB_E2E_DATA_DIR!, 'received');
  const find = () =>
    (fs.existsSync(directory) ? fs.readdirSync(directory) : [])
      .filter((name) => name.startsWith('mail-'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.envelopeTo.includes(email) && mail.subject === subject);
  await expect.poll(() => find().length, { timeout: 20_000, message: `the e-mail "${subject}" to ${email}` }).toBe(1);
  const link = new RegExp(`https?://\\S+(${pathname}[A-Za-z0-9_-]{43})`).exec(find()[0]!.text);
  expect(link, `the ${pathname} link in the e-mail`).not.toBeNull();
  return link![1]!;
}

/** A partner in the e2e server's database (`partner:create`), allowed to write from `origin`. */
export function createPartner(id: string, name: string, origin: string): void {
  execFileSync('pnpm', ['--filter', '@joognoo/api', 'partner:create', '--id', id, '--name', name, '--origin', origin], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.WEB_E2E_DATA_DIR, DATABASE_URL: process.env.WEB_E2E_DATABASE_URL ?? '', NODE_ENV: 'development' },
    stdio: 'pipe',
  });
}
