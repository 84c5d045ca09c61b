import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * <joognoo-job-board> on the partner's jobs page (public/jobs.html). Against the stand-in
 * widget host (no job API there) the two job calls are answered here with fixed jobs;
 * with WIDGET_HOST set, the real host and API answer.
 */
const widgetHost = process.env.WIDGET_HOST ?? `http://localhost:${process.env.WIDGET_HOST_PORT ?? 3199}`;
const stubHost = !process.env.WIDGET_HOST;
/** Positions on the board's first page (LIMITS.jobListSkeletons of @joognoo/schemas). */
const PAGE_SIZE = 4;

interface Job {
  id: number;
  slug: string;
  title: string;
  department: { name: string };
  location: { city: string; state: string | null; country: string; isRemote: boolean };
  type: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  postedAt: string;
  overview: string;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
}

const job = (overrides: Partial<Job> & Pick<Job, 'id' | 'slug' | 'title'>): Job => ({
  department: { name: 'Engineering' },
  location: { city: 'Singapore', state: null, country: 'Singapore', isRemote: false },
  type: 'Full-time',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  postedAt: '2025-10-02T02:00:00.000Z',
  overview: 'Build the web applications enterprise customers use every day.',
  responsibilities: ['Design, build and ship features'],
  requirements: ['6+ years building production web applications'],
  benefits: ['Annual learning budget'],
  ...overrides,
});

const FIXED_JOBS: Job[] = [
  job({ id: 1, slug: 'senior-full-stack-engineer-singapore', title: 'Senior Full-Stack Engineer', salaryMin: 120000, salaryMax: 165000, salaryCurrency: 'SGD' }),
  job({ id: 2, slug: 'technical-recruiter-remote-us', title: 'Technical Recruiter', department: { name: 'People' }, location: { city: '', state: null, country: 'United States', isRemote: true }, salaryMin: 55000, salaryMax: 70000, salaryCurrency: 'USD' }),
  job({ id: 3, slug: 'enterprise-account-executive-dubai', title: 'Enterprise Account Executive', department: { name: 'Sales' }, location: { city: 'Dubai', state: null, country: 'United Arab Emirates', isRemote: false } }),
];

/** Answers GET /api/jobs and /api/jobs/slug/{slug} of the stand-in host (CORS with credentials). */
async function serveJobs(page: Page): Promise<void> {
  await page.route(`${widgetHost}/api/jobs**`, async (route: Route) => {
    const request = route.request();
    const headers = {
      'Access-Control-Allow-Origin': request.headers().origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    };
    const path = new URL(request.url()).pathname;
    if (path === '/api/jobs') return route.fulfill({ status: 200, json: FIXED_JOBS, headers });
    const found = FIXED_JOBS.find((j) => path === `/api/jobs/slug/${j.slug}`);
    return found
      ? route.fulfill({ status: 200, json: found, headers })
      : route.fulfill({ status: 404, json: { message: 'Job not found' }, headers });
  });
}

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const board = (page: Page) => page.locator('#jobs');
const events = (page: Page, type: string) => page.locator(`[data-instance="jobs"] .log-entry[data-event="${type}"]`);

test.describe('the job board on the partner jobs page', () => {
  let jobs: Job[];

  test.beforeEach(async ({ page, request }) => {
    if (stubHost) {
      await serveJobs(page);
      jobs = FIXED_JOBS;
    } else {
      jobs = (await (await request.get(`${widgetHost}/api/jobs`)).json()) as Job[];
    }
  });

  test('lists every opening in its own shadow root, with salary or Competitive, and reports ready with the count', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/jobs.html');
    await expect(board(page).getByRole('heading', { name: 'Current Openings' })).toBeVisible();
    await expect(board(page).getByTestId('job-card')).toHaveCount(jobs.length);
    expect(await board(page).evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    // One page of positions first (fixed height, no layout shift), the rest on request.
    for (const j of jobs.slice(0, PAGE_SIZE)) await expect(board(page).getByRole('heading', { name: j.title, exact: true })).toBeVisible();
    if (jobs.length > PAGE_SIZE) {
      await expect(board(page).getByRole('heading', { name: jobs[PAGE_SIZE]!.title, exact: true })).toBeHidden();
      await board(page).getByRole('button', { name: 'Show all positions' }).click();
    }
    for (const j of jobs) await expect(board(page).getByRole('heading', { name: j.title, exact: true })).toBeVisible();
    if (stubHost) {
      await expect(board(page).getByText('S$120,000 – S$165,000')).toBeVisible();
      await expect(board(page).getByText('Remote (United States)')).toBeVisible();
      await expect(board(page).getByText('Competitive')).toBeVisible();
    }
    await expect(events(page, 'joognoo:ready')).toHaveCount(1);
    await expect(events(page, 'joognoo:ready')).toContainText(`"count":${jobs.length}`);

    // 'View Details' follows the partner's template, not our site.
    const first = jobs[0]!;
    await expect(board(page).getByRole('link', { name: `View Details: ${first.title}` })).toHaveAttribute('href', `/jobs.html?job=${first.slug}`);
    // The page's hostile CSS does not reach the widget.
    const font = await board(page).getByRole('heading', { name: 'Current Openings' }).evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).not.toMatch(/Comic Sans|Courier/);
    expect(problems).toEqual([]);
  });

  test("View Details opens the partner's job page, which shows the job with Apply to its application form and a way back", async ({ page }) => {
    const problems = watch(page);
    const first = jobs[0]!;
    await page.goto('/jobs.html');
    await board(page).getByRole('link', { name: `View Details: ${first.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\.html\\?job=${first.slug}$`));
    await expect(board(page).getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(board(page).getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(board(page).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
    await expect(board(page).getByRole('form', { name: 'Apply for this Position' })).toBeAttached();
    await expect(events(page, 'joognoo:ready')).toContainText('"found":true');
    await board(page).getByRole('link', { name: /Back to Careers/ }).first().click();
    await expect(page).toHaveURL(/\/jobs\.html$/);
    await expect(board(page).getByTestId('job-card')).toHaveCount(jobs.length);
    expect(problems).toEqual([]);
  });

  test('an unknown job on the partner page shows Job Not Found with View All Jobs to the partner list', async ({ page }) => {
    await page.goto('/jobs.html?job=no-such-job');
    await expect(board(page).getByRole('heading', { name: 'Job Not Found' })).toBeVisible();
    await expect(board(page).getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/jobs.html');
    await expect(page.locator('[data-instance="jobs"] .log-entry[data-event="joognoo:error"]')).toHaveCount(1);
  });
});
