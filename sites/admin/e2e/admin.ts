/**
 * What the back-office specs share: signing in as a staff member, the link of an e-mail that
 * reached the loopback SMTP server, and a partner record (made in-process by @joognoo/e2e-kit).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createPartner as createPartnerRecord } from '@joognoo/e2e-kit';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { PASSWORD } from './users';

/**
 * Signs `email` in at /admin/sign-in and comes back to `to` (the back office's redirect). Pass
 * `javaScript: false` for a browser context without JavaScript (the form posts as it is).
 */
export async function signInTo(page: Page, email: string, to: string, { javaScript = true }: { javaScript?: boolean } = {}): Promise<void> {
  await page.goto(`/admin/sign-in?redirectTo=${encodeURIComponent(to)}`);
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
  const directory = path.join(process.env.ADMIN_E2E_DATA_DIR!, 'received');
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

/** A partner in the e2e server's database, allowed to write from `origin`. */
export async function createPartner(id: string, name: string, origin: string): Promise<void> {
  await createPartnerRecord({ dataDir: process.env.ADMIN_E2E_DATA_DIR!, databaseUrl: process.env.ADMIN_E2E_DATABASE_URL ?? '', id, name, origins: [origin] });
}
