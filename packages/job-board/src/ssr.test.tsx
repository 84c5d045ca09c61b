// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { makeJob } from './fixtures';
import { JobDetail } from './job-detail';
import { JobList } from './job-list';

describe('server rendering (no window, no document)', () => {
  it('renders the list and a job with their data', () => {
    expect(renderToString(<JobList initialData={[makeJob()]} />)).toContain('Senior Full-Stack Engineer');
    const html = renderToString(<JobDetail slug={makeJob().slug} initialData={{ job: makeJob() }} now={new Date('2025-10-05T02:00:00Z')} />);
    expect(html).toContain('Posted 3 days ago');
    expect(html).toContain('Apply for this Position');
  });

  it('renders the not-found view', () => {
    expect(renderToString(<JobDetail slug="gone" initialData={{ job: null }} />)).toContain('Job Not Found');
  });
});
