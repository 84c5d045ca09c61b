import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJob } from './fixtures';
import { JobDetail } from './job-detail';
import { JobList } from './job-list';

/** Ids used more than once in the document (each listed once). */
const duplicateIds = () => {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
};
/** Every aria-labelledby, aria-controls and label `for` points at an element that exists. */
const danglingReferences = () =>
  [...document.querySelectorAll('[aria-labelledby], [aria-controls], label[for]')]
    .flatMap((element) =>
      (element.getAttribute('aria-labelledby') ?? element.getAttribute('aria-controls') ?? element.getAttribute('for') ?? '').split(' '),
    )
    .filter((id) => id && !document.getElementById(id));

describe('two job board widgets on one page', () => {
  it('given two lists, no id is used twice and every reference resolves', () => {
    const jobs = [makeJob({ id: 1, slug: 'a' }), makeJob({ id: 2, slug: 'b' })];
    render(
      <>
        <JobList initialData={jobs} />
        <JobList initialData={jobs} />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });

  it('given two job details, no id is used twice and every reference resolves', () => {
    const job = makeJob({ slug: 'a' });
    render(
      <>
        <JobDetail slug="a" initialData={{ job }} url="https://www.joognoo.com/careers/a" />
        <JobDetail slug="a" initialData={{ job }} url="https://www.joognoo.com/careers/a" />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });
});
