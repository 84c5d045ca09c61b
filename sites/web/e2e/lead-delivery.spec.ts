import fs from 'node:fs';
import path from 'node:path';
import { expect, test, waitForHydration } from './fixtures';
import { uniqueEmail } from './leads';

/**
 * A contact form submitted in Chromium arrives as an e-mail to sales
 * (a loopback SMTP server) and as a signed `lead.created` webhook (a loopback receiver that
 * checks the signature) within 30 s. The receivers are e2e/delivery-receivers.ts.
 */
interface ReceivedMail {
  envelopeTo: string[];
  subject: string;
  replyTo: { address: string; name: string }[];
  text: string;
  html: string;
  delivery: string;
}
interface ReceivedWebhook {
  deliveryId: string;
  signatureValid: boolean;
  event: { type: string; id: string; createdAt: string; data: Record<string, unknown> };
}

function received<T>(kind: 'mail' | 'webhook'): T[] {
  const directory = path.join(process.env.WEB_E2E_DATA_DIR!, 'received');
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((name) => name.startsWith(`${kind}-`))
    .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as T);
}

test('a contact form submitted in the browser reaches sales by e-mail and as a signed webhook within 30 s', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.locator('form[data-variant="contact"]');
  await form.scrollIntoViewIfNeeded();
  const email = uniqueEmail('delivery');
  await form.getByLabel(/^First Name/).fill('Grace');
  await form.getByLabel(/^Last Name/).fill('Hopper');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Company/).fill('Compilers & <Co>');
  await form.getByRole('combobox', { name: 'Area of Interest' }).click();
  await form.getByRole('option', { name: 'Enterprise Solutions', exact: true }).click();
  await form.getByLabel(/^Message/).fill('Please send us a quote for the pilot.');
  await form.getByRole('checkbox').check();
  const submitted = Date.now();
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-toast-viewport] li')).toContainText('Your message has been sent.');

  const mailOf = () => received<ReceivedMail>('mail').find((item) => item.replyTo?.[0]?.address === email);
  const hookOf = () => received<ReceivedWebhook>('webhook').find((item) => item.event.data.email === email);
  await expect.poll(() => Boolean(mailOf() && hookOf()), { timeout: 30_000 }).toBe(true);
  expect(Date.now() - submitted).toBeLessThan(30_000);
  const mail = mailOf()!;
  const webhook = hookOf()!;

  expect(mail.envelopeTo).toEqual(['sales@joognoo.test']);
  expect(mail.subject).toBe('New lead from the Contact page form: Grace Hopper, Compilers & <Co>');
  expect(mail.replyTo).toEqual([{ address: email, name: 'Grace Hopper' }]);
  for (const line of ['E-mail: ' + email, 'Interest: Enterprise Solutions (enterprise)', 'Message: Please send us a quote for the pilot.', `Page: ${new URL('/contact', page.url()).href}`]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.html).toContain('Compilers &#38; &#60;Co&#62;');

  expect(webhook.signatureValid).toBe(true);
  expect(webhook.event).toMatchObject({ type: 'lead.created', id: webhook.deliveryId });
  expect(webhook.event.data).toMatchObject({ email, firstName: 'Grace', company: 'Compilers & <Co>', interest: 'enterprise', form: 'contact', kind: 'contact' });
});
