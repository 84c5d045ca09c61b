import { png } from '@joognoo/api/testing/images';
import { seriousViolations } from '@joognoo/e2e-kit';
import { signInTo } from './admin';
import { expect as baseExpect, test, waitForHydration } from './fixtures';
import { createUser } from './users';

/**
 * The back office's images: a marketer uploads on /admin/content/media with and
 * without JavaScript, the image is listed with its size and served with its type. Desktop
 * only: the flows are the same on a phone, and the upload path is what is under test.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

let email: string;

test.beforeAll(async ({}, testInfo) => {
  email = await createUser(testInfo.project.name, 'marketer');
});

test('a marketer uploads a PNG with JavaScript: announced, listed with its size, served as image/png; axe-clean', async ({ page, request, problems }) => {
  // The refused upload below is answered 415 on purpose.
  problems.allow(/415.*\/admin\/content\/media\/upload/);
  await signInTo(page, email, '/admin/content/media');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
  const upload = page.getByRole('form', { name: 'Upload an image' });
  await upload.getByLabel('Image file').setInputFiles({ name: 'blue-box.png', mimeType: 'image/png', buffer: png(37, 23) });
  await upload.getByLabel('Alt text').fill('A blue box');
  await upload.getByRole('button', { name: 'Upload' }).click();
  const status = upload.getByRole('status');
  await expect(status).toContainText('Image uploaded');
  await expect(status).toContainText('![A blue box](/media/');
  // Listed (the list revalidates), with the size read from the image.
  const row = page.getByRole('row').filter({ hasText: 'blue-box.png' }).first();
  await expect(row).toContainText('37 × 23');
  const image = row.getByRole('img', { name: 'A blue box' });
  await expect(image).toHaveAttribute('width', '37');
  await expect(image).toHaveAttribute('height', '23');
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/media\/[\w-]+\.png$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(37);

  const served = await request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // A refused file shows the API's message as an alert.
  await upload.getByLabel('Image file').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is not an image') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('alert')).toHaveText('This file is not a supported image. Upload a PNG, JPEG, WebP or SVG image.');

  expect(await seriousViolations(page)).toEqual([]);
});

test('without JavaScript the upload posts the form and comes back with the uploaded URL', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signInTo(page, email, '/admin/content/media', { javaScript: false });
  const upload = page.getByRole('form', { name: 'Upload an image' });
  await upload.getByLabel('Image file').setInputFiles({ name: 'no-js.png', mimeType: 'image/png', buffer: png(12, 8) });
  await upload.getByLabel('Alt text').fill('Made without script');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/media\?uploaded=%2Fmedia%2F[\w-]+\.png/);
  const status = page.getByRole('status').filter({ hasText: 'Image uploaded' });
  await expect(status).toContainText('![Made without script](/media/');
  const link = status.getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/media\/[\w-]+\.png$/);
  await expect(page.getByRole('row').filter({ hasText: 'no-js.png' }).first()).toContainText('12 × 8');
  const served = await context.request.get(href!);
  expect(served.headers()['content-type']).toBe('image/png');

  // Delete (a plain form post too): the row goes, the URL answers 404 at once.
  await page.getByRole('row').filter({ hasText: 'no-js.png' }).first().getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The image was deleted.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'no-js.png' })).toHaveCount(0);
  expect((await context.request.get(href!)).status()).toBe(404);
  await context.close();
});
