import { render } from '@testing-library/react';
import { idProblems } from '@joognoo/widget-kit/testing';
import { describe, expect, it } from 'vitest';
import { makeJob } from './fixtures';
import { JobDetail } from './job-detail';
import { JobList } from './job-list';

describe('two job board widgets on one page', () => {
  it('given two lists, no id is used twice and every reference resolves', () => {
    const jobs = [makeJob({ id: 1, slug: 'a' }), makeJob({ id: 2, slug: 'b' })];
    render(
      <>
        <JobList initialData={jobs} />
        <JobList initialData={jobs} />
      </>,
    );
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });

  it('given two job details, no id is used twice and every reference resolves', () => {
    const job = makeJob({ slug: 'a' });
    render(
      <>
        <JobDetail slug="a" initialData={{ job }} url="https://www.joognoo.com/careers/a" />
        {/* The application section's id is the Apply buttons' target: the second names its own. */}
        <JobDetail slug="a" initialData={{ job }} url="https://www.joognoo.com/careers/a" applySectionId="apply-2" />
      </>,
    );
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });
});
