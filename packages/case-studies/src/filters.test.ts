import { describe, expect, it } from 'vitest';
import { makeCaseStudy } from './fixtures';
import {
  DEFAULT_FILTERS,
  USE_CASE_KEYWORDS,
  filterCaseStudies,
  hasActiveFilters,
  matchesUseCase,
  parseFilters,
  pickFeatured,
  titlesForUseCase,
  withoutFeatured,
  type UseCase,
} from './filters';

const neutral = makeCaseStudy();

describe('USE_CASE_KEYWORDS', () => {
  it('is the keyword table verbatim', () => {
    expect(USE_CASE_KEYWORDS).toEqual({
      sustainability: ['sustainability', 'esg', 'environmental'],
      carbon: ['carbon', 'emissions', 'footprint', 'net zero'],
      'ai-risks': ['ai ethics', 'ethics', 'bias', 'fairness', 'ai fairness'],
      'ai-governance': ['ai governance', 'portfolio', 'ai management', 'ai command'],
      skills: ['skill', 'competency', 'workforce', 'skills-based'],
      recruitment: ['recruitment', 'hiring', 'talent', 'ai recruitment'],
      automation: ['automation', 'ats', 'applicant tracking', 'hiring automation'],
    });
  });
});

describe('use-case filter', () => {
  const groups = Object.entries(USE_CASE_KEYWORDS) as Array<[UseCase, readonly string[]]>;

  for (const [useCase, keywords] of groups) {
    for (const keyword of keywords) {
      it(`${useCase}: '${keyword}' matches in the title, the excerpt or the tags, in any case`, () => {
        expect(matchesUseCase({ ...neutral, title: `Story about ${keyword.toUpperCase()} today` }, useCase)).toBe(true);
        expect(matchesUseCase({ ...neutral, excerpt: `We looked at ${keyword}.` }, useCase)).toBe(true);
        expect(matchesUseCase({ ...neutral, tags: ['Misc', keyword.replace(/^./, (c) => c.toUpperCase())] }, useCase)).toBe(
          true,
        );
      });
    }

    it(`${useCase}: a case study without its keywords does not match`, () => {
      expect(matchesUseCase(neutral, useCase)).toBe(false);
    });
  }

  it('does not look at the company or the industry', () => {
    const elsewhere = makeCaseStudy({ company: 'Carbon Ltd', industry: 'ESG' });
    expect(matchesUseCase(elsewhere, 'carbon')).toBe(false);
    expect(matchesUseCase(elsewhere, 'sustainability')).toBe(false);
  });

  it("'all' matches everything", () => {
    expect(matchesUseCase(neutral, 'all')).toBe(true);
  });

  it('filters a list by use case', () => {
    const carbon = makeCaseStudy({ tags: ['Scope 3 Emissions'] });
    const hiring = makeCaseStudy({ title: 'Faster hiring' });
    expect(filterCaseStudies([carbon, hiring, neutral], { ...DEFAULT_FILTERS, useCase: 'carbon' })).toEqual([carbon]);
    expect(filterCaseStudies([carbon, hiring, neutral], { ...DEFAULT_FILTERS, useCase: 'recruitment' })).toEqual([hiring]);
  });
});

describe('product filter', () => {
  const green = makeCaseStudy({ accelerators: ['Green'] });
  const ai = makeCaseStudy({ accelerators: ['AI'] });
  const both = makeCaseStudy({ accelerators: ['Hire', 'AI'] });
  const list = [green, ai, both];

  it('matches when the accelerators include the chosen product', () => {
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, product: 'Green' })).toEqual([green]);
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, product: 'AI' })).toEqual([ai, both]);
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, product: 'Hire' })).toEqual([both]);
  });

  it("'all' keeps every case study", () => {
    expect(filterCaseStudies(list, DEFAULT_FILTERS)).toEqual(list);
  });
});

describe('search', () => {
  const a = makeCaseStudy({ title: 'Lumora Group Achieves 300% ROI', company: 'Lumora Group', industry: 'Conglomerate' });
  const b = makeCaseStudy({ company: 'Meridian Freight', industry: 'Logistics & Transportation' });
  const c = makeCaseStudy({ excerpt: 'A regional bank replaced manual model reviews.' });
  const list = [a, b, c];

  it('is a case-insensitive substring match on title, company, excerpt and industry', () => {
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, search: 'roi' })).toEqual([a]);
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, search: 'MERIDIAN' })).toEqual([b]);
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, search: 'regional bank' })).toEqual([c]);
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, search: 'logistics' })).toEqual([b]);
  });

  it('does not search the tags', () => {
    expect(filterCaseStudies([makeCaseStudy({ tags: ['Zebra'] })], { ...DEFAULT_FILTERS, search: 'zebra' })).toEqual([]);
  });

  it('ignores surrounding spaces; empty search matches all', () => {
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, search: '  lumora ' })).toEqual([a]);
    expect(filterCaseStudies(list, { ...DEFAULT_FILTERS, search: '   ' })).toEqual(list);
  });

  it('combines with both filters (all three must match)', () => {
    const green = makeCaseStudy({ company: 'Lumora', accelerators: ['Green'], tags: ['ESG'] });
    const ai = makeCaseStudy({ company: 'Lumora', accelerators: ['AI'], tags: ['ESG'] });
    expect(filterCaseStudies([green, ai], { search: 'lumora', useCase: 'sustainability', product: 'Green' })).toEqual([green]);
  });
});

describe('Clear filters', () => {
  it('returns to empty search and both filters on all', () => {
    expect(DEFAULT_FILTERS).toEqual({ search: '', useCase: 'all', product: 'all' });
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, product: 'AI' })).toBe(true);
  });

  it('parses loose values, unknown ones fall back to the defaults', () => {
    expect(parseFilters({ useCase: 'carbon', product: 'Hire', search: 'x' })).toEqual({ search: 'x', useCase: 'carbon', product: 'Hire' });
    expect(parseFilters({ useCase: 'nope', product: 'green' })).toEqual(DEFAULT_FILTERS);
  });
});

describe('featured', () => {
  const first = makeCaseStudy({ id: 1 });
  const flagged = makeCaseStudy({ id: 2, featured: true });
  const other = makeCaseStudy({ id: 3 });
  const list = [first, flagged, other];

  it('is the first of the featured list', () => {
    const fromEndpoint = makeCaseStudy({ id: 9 });
    expect(pickFeatured([fromEndpoint, other], list)).toBe(fromEndpoint);
  });

  it('falls back to the first list item flagged featured when the featured list is empty', () => {
    expect(pickFeatured([], list)).toBe(flagged);
    expect(pickFeatured(null, list)).toBe(flagged);
  });

  it('is none when nothing is featured', () => {
    expect(pickFeatured([], [first, other])).toBeNull();
  });

  it('is removed from the grid', () => {
    expect(withoutFeatured(list, flagged)).toEqual([first, other]);
    expect(withoutFeatured(list, pickFeatured([{ ...other }], list))).toEqual([first, flagged]);
    expect(withoutFeatured(list, null)).toEqual(list);
  });
});

describe('titlesForUseCase', () => {
  it('gives up to 3 titles of matching case studies, in order', () => {
    const list = [1, 2, 3, 4].map((n) => makeCaseStudy({ title: `ESG story ${n}` }));
    expect(titlesForUseCase([neutral, ...list], 'sustainability')).toEqual(['ESG story 1', 'ESG story 2', 'ESG story 3']);
  });

  it('gives none when nothing matches', () => {
    expect(titlesForUseCase([neutral], 'recruitment')).toEqual([]);
  });
});
