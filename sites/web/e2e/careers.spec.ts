import { seriousViolations } from '@joognoo/e2e-kit';
import { expect, test, waitForHydration } from './fixtures';

interface Job {
  slug: string;
  title: string;
  salaryMin: number | null;
  salaryMax: number | null;
}

const JOB = 'senior-full-stack-engineer-singapore';

test.describe('/careers', () => {
  test('server-renders the culture section, every opening with salary or Competitive, and the Contact Us CTA', async ({ page, request }) => {
    const jobs = (await (await request.get('/api/jobs')).json()) as Job[];
    const response = await page.goto('/careers');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('>Current Openings</h2>');
    expect(html).not.toContain('Loading open positions');
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Joognoo');
    await expect(page.getByRole('heading', { name: 'A culture built for impact' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Current Openings' })).toBeVisible();
    await expect(page.getByTestId('job-card')).toHaveCount(jobs.length);
    for (const job of jobs) await expect(page.getByRole('heading', { name: job.title, exact: true })).toBeVisible();
    await expect(page.getByText('$55,000 – $70,000')).toBeVisible();
    expect(jobs.some((j) => j.salaryMin === null || j.salaryMax === null)).toBe(true);
    await expect(page.getByText('Competitive').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('View Open Positions scrolls to the openings; View Details opens the job on the client', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View Open Positions' }).click();
    await expect(page).toHaveURL(/\/careers#openings$/);
    await expect(page.getByRole('heading', { name: 'Current Openings' })).toBeInViewport();
    await page.getByRole('link', { name: 'View Details: Senior Full-Stack Engineer' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${JOB}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Full-Stack Engineer');
    await expect(page).toHaveTitle('Senior Full-Stack Engineer | Joognoo Careers');
  });

  test('no serious or critical axe violations', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('/careers/:id', () => {
  test('the job: facts, salary, every section, Apply Now and Apply for this Position to its application form (#apply)', async ({ page }) => {
    const response = await page.goto(`/careers/${JOB}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Full-Stack Engineer');
    await expect(page.getByText('S$120,000 – S$165,000')).toBeVisible();
    await expect(page.getByText('Singapore, Singapore').first()).toBeVisible();
    await expect(page.getByText(/^Posted /)).toBeVisible();
    for (const section of ['Overview', 'Responsibilities', 'Requirements', 'Benefits']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
    await expect(page.getByRole('link', { name: 'Apply for this Position' })).toHaveAttribute('href', '#apply');
    await expect(page.getByRole('link', { name: /Back to Careers/ }).first()).toHaveAttribute('href', '/careers');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.locator('#apply').getByRole('heading', { name: 'Apply for this Position' })).toBeInViewport();
  });

  test('an unknown slug answers 404 with Job Not Found and View All Jobs', async ({ page, problems }) => {
    problems.allow(/\/careers\/no-such-job\)?$/);
    const response = await page.goto('/careers/no-such-job');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Not Found');
    await expect(page.getByText("The job listing you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page).toHaveTitle('Job Not Found | Joognoo Careers');
    await page.getByRole('link', { name: 'View All Jobs' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { name: 'Current Openings' })).toBeVisible();
  });

  test('no serious or critical axe violations', async ({ page }) => {
    await page.goto(`/careers/${JOB}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
