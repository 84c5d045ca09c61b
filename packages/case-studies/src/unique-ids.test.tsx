import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseStudyBrowser } from './case-study-browser';
import { CaseStudyDetail } from './case-study-detail';
import { makeCaseStudy } from './fixtures';

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

describe('two case study widgets on one page', () => {
  it('given two browsers, no id is used twice and every reference resolves', () => {
    const caseStudies = [makeCaseStudy({ id: 1, slug: 'a' }), makeCaseStudy({ id: 2, slug: 'b' })];
    const data = { caseStudies, featured: [caseStudies[0]!] };
    render(
      <>
        <CaseStudyBrowser initialData={data} />
        <CaseStudyBrowser initialData={data} />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });

  it('given two case study details, no id is used twice and every reference resolves', () => {
    const caseStudy = makeCaseStudy({ slug: 'a' });
    render(
      <>
        <CaseStudyDetail slug="a" initialData={{ caseStudy }} url="https://www.joognoo.com/case-studies/a" />
        <CaseStudyDetail slug="a" initialData={{ caseStudy }} url="https://www.joognoo.com/case-studies/a" />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });
});
