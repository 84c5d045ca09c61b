import { render } from '@testing-library/react';
import { idProblems } from '@joognoo/widget-kit/testing';
import { describe, expect, it } from 'vitest';
import { CaseStudyBrowser } from './case-study-browser';
import { CaseStudyDetail } from './case-study-detail';
import { makeCaseStudy } from './fixtures';

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
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });

  it('given two case study details, no id is used twice and every reference resolves', () => {
    const caseStudy = makeCaseStudy({ slug: 'a' });
    render(
      <>
        <CaseStudyDetail slug="a" initialData={{ caseStudy }} url="https://www.joognoo.com/case-studies/a" />
        <CaseStudyDetail slug="a" initialData={{ caseStudy }} url="https://www.joognoo.com/case-studies/a" />
      </>,
    );
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });
});
