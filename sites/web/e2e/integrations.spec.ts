import type { Page } from '@playwright/test';
import { expect as baseExpect, test, waitForHydration, type PageProblems } from './fixtures';
import { PASSWORD, newUser } from './users';
import { seriousViolations } from '@joognoo/e2e-kit';

/**
 * /sign-in and the Enterprise Integrations panel against the real server and
 * API: each worker creates its own user in the e2e database with the `user:create` code.
 */

const JIRA_REFUSED = 'Jira refused the connection: the URL must be a public Jira Cloud or Server address.';

// Creating a user and signing in hash a password (scrypt): slow on a loaded machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** The user of this worker (created in `beforeAll`). */
let email: string;

async function signIn(page: Page, address: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInFromStart(page: Page) {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Integrations' })).toBeVisible();
}

const summaryCard = (page: Page, title: string) => page.locator('article[data-card]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('status');

/** Closes the visible toast (on phones it sits over the top of the page). */
async function closeToast(page: Page) {
  await toast(page).getByRole('button', { name: 'Close notification' }).click();
  await expect(toast(page)).toHaveCount(0);
}

/** The browser logs a failed fetch (401 while checking a signed-out session, a refused connection). */
function allowApiStatus(problems: PageProblems, status: number, pathPattern: string) {
  problems.allow(new RegExp(`response ${status}: .*${pathPattern}`));
  problems.allow(new RegExp(`status of ${status}`));
}

/** One user per worker and project: tests sign in with their own sessions. */
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  email = await newUser(testInfo.project.name);
});

test.describe('sign-in', () => {
  test('a signed-out visit to /integrations goes to sign-in, and back after signing in', async ({ page, problems }) => {
    allowApiStatus(problems, 401, '/sign-in');

    const response = await page.goto('/integrations');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fintegrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await waitForHydration(page);

    await signIn(page, email, 'not the password at all');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/sign-in/);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Integrations' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Signed in, /sign-in sends the visitor straight on.
    await page.goto('/sign-in?redirectTo=/integrations');
    await expect(page).toHaveURL(/\/integrations$/);
  });

  test('an unsafe redirectTo is ignored: the user lands on /integrations', async ({ page }) => {
    await page.goto('/sign-in?redirectTo=//evil.example/steal');
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/integrations$/);
  });

  test('works without JavaScript: the form posts, the cookie is set, the redirect is followed', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/integrations');
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fintegrations$/);
    await signIn(page, email, 'wrong password here');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Integrations' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'joognoo_auth');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect((await context.cookies()).find((c) => c.name === 'joognoo_auth')).toBeUndefined();
    await context.close();
  });

  test('/sign-in has no serious or critical axe violations, also with an error shown', async ({ page, problems }) => {
    allowApiStatus(problems, 401, '/sign-in');
    await page.goto('/sign-in');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, 'nobody@example.com', 'whatever password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the Enterprise Integrations panel', () => {
  test('connect Jira (refused, then connected), connect CI/CD, create, edit and delete templates; a reload keeps it all; sign out', async ({ page, problems }) => {
    allowApiStatus(problems, 422, '/api/dev/integrations/jira');
    allowApiStatus(problems, 401, '/api/auth/me');
    await signInFromStart(page);

    await test.step('nothing is connected yet', async () => {
      await expect(summaryCard(page, 'Jira Integration').getByRole('button')).toHaveText('Connect');
      await expect(summaryCard(page, 'CI/CD Integration').getByRole('button')).toHaveText('Connect');
      await expect(summaryCard(page, 'Custom Prompts').getByRole('button')).toHaveText('Create');
      await expect(page.getByRole('tab', { name: 'Jira Integration' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Jira URL')).toHaveValue('https://your-company.atlassian.net');
    });

    await test.step('a Jira URL the server refuses shows its message in the failure toast', async () => {
      await page.getByLabel('Jira URL').fill('https://jira.invalid');
      await page.getByLabel('Jira API Token').fill('e2e-jira-token-secret');
      await page.getByLabel('Jira Project Key').fill('ACME');
      await page.getByRole('button', { name: 'Connect Jira' }).click();
      await expect(toast(page)).toContainText('Jira integration failed');
      await expect(toast(page)).toContainText(JIRA_REFUSED);
      await expect(summaryCard(page, 'Jira Integration')).toHaveAttribute('data-active', 'false');
      await closeToast(page);
    });

    await test.step('connect Jira', async () => {
      await page.getByLabel('Jira URL').fill('https://acme.atlassian.net');
      await page.getByRole('button', { name: 'Connect Jira' }).click();
      await expect(toast(page)).toContainText('Jira integration successful');
      await expect(toast(page)).toContainText('Your Jira account has been connected successfully.');
      await expect(summaryCard(page, 'Jira Integration')).toHaveAttribute('data-active', 'true');
      await expect(summaryCard(page, 'Jira Integration').getByText('Active', { exact: true })).toBeVisible();
      await expect(summaryCard(page, 'Jira Integration').getByRole('button')).toHaveText('Manage');
      await expect(page.getByLabel('Jira API Token')).toHaveValue('');
      await closeToast(page);
    });

    await test.step('connect CI/CD', async () => {
      await summaryCard(page, 'CI/CD Integration').getByRole('button').click();
      await expect(page.getByRole('tab', { name: 'CI/CD Integration' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('combobox', { name: 'CI/CD Provider' }).click();
      await page.getByRole('option', { name: 'GitLab CI' }).click();
      await page.getByLabel('API Key / Token').fill('e2e-ci-key-secret');
      await page.getByLabel('Repository (Optional)').fill('acme/platform');
      await expect(page.getByLabel('Branch (Optional)')).toHaveValue('main');
      await page.getByRole('button', { name: 'Connect CI/CD' }).click();
      await expect(toast(page)).toContainText('CI/CD integration successful');
      await expect(summaryCard(page, 'CI/CD Integration')).toHaveAttribute('data-active', 'true');
      await expect(summaryCard(page, 'CI/CD Integration').getByRole('button')).toHaveText('Manage');
      await closeToast(page);
    });

    await test.step('create two templates: the badge counts them plus the two seeded ones', async () => {
      await summaryCard(page, 'Custom Prompts').getByRole('button').click();
      await expect(page.getByText('No custom prompt templates yet. Create your first template to get started.')).toBeVisible();
      for (const [name, category] of [
        ['Secure Endpoint Generator', 'Security'],
        ['Service Docs Writer', 'Documentation'],
      ] as const) {
        await page.getByLabel('Template Name').fill(name);
        await page.getByLabel('Description').fill(`${name}: used by every platform team`);
        await page.getByRole('combobox', { name: 'Category' }).click();
        await page.getByRole('option', { name: category }).click();
        await page
          .getByRole('textbox', { name: 'Prompt Template' })
          .fill(`Write a {language} module named {module_name} for ${name}, following our standards for naming, errors, logging and tests in every file.`);
        await page.getByRole('button', { name: 'Save Template' }).click();
        await expect(toast(page)).toContainText('Custom prompt saved');
        await closeToast(page);
        await expect(page.getByRole('list', { name: 'Saved Templates' }).getByRole('heading', { name })).toBeVisible();
        await expect(page.getByLabel('Template Name')).toHaveValue('');
      }
      await expect(summaryCard(page, 'Custom Prompts').getByText('4 Active')).toBeVisible();
      await expect(summaryCard(page, 'Custom Prompts').getByRole('button')).toHaveText('Manage');
      // The preview is cut at 100 characters.
      await expect(page.getByRole('list', { name: 'Saved Templates' }).getByText(/\.\.\.$/).first()).toBeVisible();
    });

    await test.step('edit a template', async () => {
      await page.getByRole('button', { name: 'Actions for Service Docs Writer' }).click();
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Custom Prompt Template' })).toBeVisible();
      await expect(page.getByLabel('Template Name')).toHaveValue('Service Docs Writer');
      await page.getByLabel('Template Name').fill('API Docs Writer');
      await page.getByRole('button', { name: 'Update Template' }).click();
      await expect(toast(page)).toContainText('Custom prompt saved');
      await closeToast(page);
      const saved = page.getByRole('list', { name: 'Saved Templates' });
      await expect(saved.getByRole('heading', { name: 'API Docs Writer' })).toBeVisible();
      await expect(saved.getByRole('heading', { name: 'Service Docs Writer' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save Template' })).toBeVisible();
    });

    await test.step('delete a template', async () => {
      await page.getByRole('button', { name: 'Actions for Secure Endpoint Generator' }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page)).toContainText('Custom prompt deleted');
      await expect(toast(page)).toContainText('Your custom prompt template has been deleted successfully.');
      await expect(page.getByRole('heading', { name: 'Secure Endpoint Generator' })).toHaveCount(0);
      await expect(summaryCard(page, 'Custom Prompts').getByText('3 Active')).toBeVisible();
    });

    await test.step('a reload shows the same state, from the server', async () => {
      await page.reload();
      await waitForHydration(page);
      await expect(summaryCard(page, 'Jira Integration')).toHaveAttribute('data-active', 'true');
      await expect(summaryCard(page, 'CI/CD Integration')).toHaveAttribute('data-active', 'true');
      await expect(summaryCard(page, 'Custom Prompts').getByText('3 Active')).toBeVisible();
      await expect(page.getByLabel('Jira URL')).toHaveValue('https://acme.atlassian.net');
      await expect(page.getByLabel('Jira Project Key')).toHaveValue('ACME');
      await expect(page.getByLabel('Jira API Token')).toHaveValue('');
      await page.getByRole('tab', { name: 'Custom Prompts' }).click();
      const saved = page.getByRole('list', { name: 'Saved Templates' });
      await expect(saved.getByRole('heading')).toHaveText(['API Docs Writer']);
      // No secret ever reaches the page.
      const html = await page.content();
      expect(html).not.toContain('e2e-jira-token-secret');
      expect(html).not.toContain('e2e-ci-key-secret');
    });

    await test.step('sign out; going back resolves the session behind a spinner and lands on sign-in', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fintegrations$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  });

  test('the panel has no serious or critical axe violations', async ({ page }) => {
    await signInFromStart(page);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Custom Prompts' }).click();
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expect(page.getByText('Prompt name must be at least 3 characters')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
