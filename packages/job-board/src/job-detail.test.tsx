import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobBoardClient } from './client';
import { makeJob } from './fixtures';
import { JobDetail } from './job-detail';

const job = makeJob({ postedAt: '2025-10-07T12:00:00.000Z' });
const now = new Date('2025-10-10T12:00:00.000Z');

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('JobDetail', () => {
  it('given an initial job, it shows its facts and every section', () => {
    render(<JobDetail slug={job.slug} initialData={{ job }} now={now} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Full-Stack Engineer' })).toBeTruthy();
    screen.getAllByRole('link', { name: /Back to Careers/ }).forEach((l) => expect(l.getAttribute('href')).toBe('/careers'));
    // In the facts and in the apply card, each time isolated in its own <bdi>.
    expect(screen.getAllByText('Singapore, Singapore').map((element) => element.tagName)).toEqual(['BDI', 'BDI']);
    expect(screen.getByText('S$120,000 – S$160,000')).toBeTruthy();
    expect(screen.getByText('Posted 3 days ago')).toBeTruthy();
    for (const heading of ['Overview', 'Responsibilities', 'Requirements', 'Benefits', 'About Joognoo', 'Equal Opportunity Employer']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Design, build and ship features')).toBeTruthy();
    // Both lead to the application form of this page.
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('#apply');
    expect(screen.getByRole('link', { name: 'Apply for this Position' }).getAttribute('href')).toBe('#apply');
    expect(document.getElementById('apply')).toBeTruthy();
  });

  it('sends Apply where the embedder says', () => {
    render(<JobDetail slug={job.slug} initialData={{ job }} applyHref={(j) => `https://partner.example/apply/${j.slug}`} />);
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(
      'https://partner.example/apply/senior-full-stack-engineer-singapore',
    );
  });

  it('shows a remote job as Remote (country)', () => {
    render(
      <JobDetail
        slug={job.slug}
        initialData={{ job: { ...job, location: { city: '', state: null, country: 'Australia', isRemote: true }, salaryMax: null } }}
      />,
    );
    expect(screen.getAllByText('Remote (Australia)').length).toBeGreaterThan(0);
    expect(screen.getByText('Competitive')).toBeTruthy();
  });

  it('while loading, it shows 5 skeleton cards', () => {
    const client: JobBoardClient = { getJobs: vi.fn(), getJobBySlug: vi.fn(() => new Promise<never>(() => {})) };
    render(<JobDetail slug="x" client={client} />);
    expect(screen.getAllByTestId('job-skeleton')).toHaveLength(5);
  });

  it('given a missing job, it shows Job Not Found with View All Jobs', () => {
    render(<JobDetail slug="gone" initialData={{ job: null }} />);
    expect(screen.getByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
    expect(screen.getByText("The job listing you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Jobs' }).getAttribute('href')).toBe('/careers');
  });

  it('when the job fails to load, it shows Job Not Found', async () => {
    const client: JobBoardClient = {
      getJobs: vi.fn(),
      getJobBySlug: vi.fn(async () => Promise.reject(Object.assign(new Error('404: Not found'), { status: 404 }))),
    };
    const onError = vi.fn();
    render(<JobDetail slug="gone" client={client} onError={onError} />);
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
    expect(client.getJobBySlug).toHaveBeenCalledWith('gone');
    expect(onError).toHaveBeenCalledWith({ status: 404, message: '404: Not found' });
  });

  it('Share Job uses the device share function when there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<JobDetail slug={job.slug} initialData={{ job }} url="https://www.joognoo.com/careers/x" />);
    await user.click(screen.getByRole('button', { name: 'Share Job' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Senior Full-Stack Engineer', url: 'https://www.joognoo.com/careers/x' }),
    );
  });

  it('Share Job otherwise copies the link and toasts Link copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<JobDetail slug={job.slug} initialData={{ job }} url="https://www.joognoo.com/careers/x" />);
    await user.click(screen.getByRole('button', { name: 'Share Job' }));
    expect(writeText).toHaveBeenCalledWith('https://www.joognoo.com/careers/x');
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});
