import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobBoardClient } from './client';
import { makeJob } from './fixtures';
import { JobList } from './job-list';
import { JOB_BOARD_RESERVED_HEIGHTS, JOB_CARD_HEIGHT, jobListAreaHeight } from './layout';

const jobs = [
  makeJob(),
  makeJob({
    id: 2,
    slug: 'technical-recruiter-remote-us',
    title: 'Technical Recruiter (Part-time)',
    department: { name: 'People' },
    location: { city: '', state: null, country: 'United States', isRemote: true },
    type: 'Part-time',
    salaryMin: 150000,
    salaryMax: 190000,
    salaryCurrency: 'USD',
  }),
  makeJob({ id: 3, slug: 'data-scientist', title: 'Senior Data Scientist', salaryMin: null, salaryMax: null }),
];

const pending = (): JobBoardClient => ({
  getJobs: vi.fn(() => new Promise<never>(() => {})),
  getJobBySlug: vi.fn(() => new Promise<never>(() => {})),
});

describe('JobList', () => {
  it('given initial jobs, it shows Current Openings with one card per job', () => {
    render(<JobList initialData={jobs} />);
    expect(screen.getByRole('heading', { name: 'Current Openings' })).toBeTruthy();
    expect(screen.getAllByTestId('job-card')).toHaveLength(3);
    expect(screen.getByText('Senior Full-Stack Engineer')).toBeTruthy();
    expect(screen.getByText('People')).toBeTruthy();
    expect(screen.getByText('Remote (United States)')).toBeTruthy();
    expect(screen.getByText('Part-time')).toBeTruthy();
    expect(screen.getByText('S$120,000 – S$160,000')).toBeTruthy();
    expect(screen.getByText('$150,000 – $190,000')).toBeTruthy();
    expect(screen.getByText('Competitive')).toBeTruthy();
  });

  it('links View Details to the job page, or where the embedder says', () => {
    const { rerender } = render(<JobList initialData={jobs} />);
    expect(screen.getByRole('link', { name: 'View Details: Senior Full-Stack Engineer' }).getAttribute('href')).toBe(
      '/careers/senior-full-stack-engineer-singapore',
    );
    rerender(<JobList initialData={jobs} jobHref={(j) => `https://partner.example/jobs/${j.slug}`} />);
    expect(screen.getByRole('link', { name: 'View Details: Senior Full-Stack Engineer' }).getAttribute('href')).toBe(
      'https://partner.example/jobs/senior-full-stack-engineer-singapore',
    );
    expect(screen.getAllByText('View Details')).toHaveLength(3);
  });

  it('while loading, it shows 4 skeleton cards', () => {
    render(<JobList client={pending()} />);
    expect(screen.getAllByTestId('job-skeleton')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Loading open positions');
  });

  it('given no jobs, it shows the empty text', () => {
    render(<JobList initialData={[]} />);
    expect(screen.getByText('No open positions at the moment. Check back soon!')).toBeTruthy();
  });

  it('fetches the jobs on mount and reports ready', async () => {
    const onReady = vi.fn();
    const client: JobBoardClient = { getJobs: vi.fn(async () => jobs), getJobBySlug: vi.fn() };
    render(<JobList client={client} onReady={onReady} />);
    expect(await screen.findByText('Senior Data Scientist')).toBeTruthy();
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ count: 3 }));
  });

  it('when loading fails, it says so (never "no positions"), reports the error, not ready, and loads again on Try again', async () => {
    const onError = vi.fn();
    const onReady = vi.fn();
    const getJobs = vi
      .fn<JobBoardClient['getJobs']>()
      .mockRejectedValueOnce(Object.assign(new Error('500: boom'), { status: 500 }))
      .mockResolvedValueOnce(jobs);
    render(<JobList client={{ getJobs, getJobBySlug: vi.fn() }} onError={onError} onReady={onReady} />);
    const notice = (await screen.findByText("We couldn't load the open positions.")).parentElement!;
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByText('No open positions at the moment. Check back soon!')).toBeNull();
    expect(onError).toHaveBeenCalledWith({ status: 500, message: '500: boom' });
    expect(onReady).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Senior Data Scientist')).toBeTruthy();
    expect(getJobs).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ count: 3 }));
  });

  it('paged, given more positions than a page, it shows 4 and "Show all positions (6)", which reveals the rest and focuses the fifth', async () => {
    const six = Array.from({ length: 6 }, (_, i) => makeJob({ id: i + 1, slug: `job-${i + 1}`, title: `Position ${i + 1}` }));
    const user = userEvent.setup();
    render(<JobList initialData={six} paged />);
    // All six are in the HTML (links crawlers follow); the last two hidden until asked for.
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(4);
    expect(screen.getAllByTestId('job-card', { exact: true })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show all positions (6)' }));
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Show all positions/ })).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('View Details: Position 5'));
  });

  it('not paged (the default), it shows every position with no "Show all positions" button', () => {
    const six = Array.from({ length: 6 }, (_, i) => makeJob({ id: i + 1, slug: `job-${i + 1}`, title: `Position ${i + 1}` }));
    render(<JobList initialData={six} />);
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Show all positions/ })).toBeNull();
  });

  it('given a page or fewer, it has no "Show all positions" button', () => {
    render(<JobList initialData={jobs} />);
    expect(screen.queryByRole('button', { name: /Show all positions/ })).toBeNull();
  });

  it('has one fixed geometry: 278 px cards, and the list widget is 1384 / 794 / 842 px tall by width', () => {
    expect(JOB_CARD_HEIGHT).toBe(278);
    expect(jobListAreaHeight(1)).toBe(1244);
    expect(jobListAreaHeight(2)).toBe(640);
    expect(JOB_BOARD_RESERVED_HEIGHTS).toEqual([
      { from: 0, height: 1384, when: ':not([job]:not([job=""]))' },
      { from: 672, height: 794, when: ':not([job]:not([job=""]))' },
      { from: 768, height: 842, when: ':not([job]:not([job=""]))' },
    ]);
  });
});
