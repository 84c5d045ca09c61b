import { describe, expect, it } from 'vitest';
import { BRAND } from '@joognoo/schemas';
import { englishMessage } from '@joognoo/ui';
import { SHARE_FALLBACK_TEXT, SHARE_FALLBACK_TITLE, companyAbout } from './case-study-detail';
import { CASE_STUDIES_CATALOG } from './catalog';
import { MORE_USE_CASE_CARDS, MORE_USE_CASES, PRIMARY_USE_CASE_CARDS, PRIMARY_USE_CASES, PRODUCT_LABELS, USE_CASE_LABELS } from './content';
import { USE_CASE_FILTERS } from './filters';
import { formatReadTime } from './format';
import english from './locales/en/messages.json';

/** The English catalog's text of `id`, its arguments filled. */
const say = (id: string, values?: Record<string, unknown>) => englishMessage(CASE_STUDIES_CATALOG, id, values);

describe("the English catalog says what the code's English constants say", () => {
  it('use-case labels: caseStudies.useCase.<value> for every filter value, and no other', () => {
    expect(Object.fromEntries(USE_CASE_FILTERS.map((value) => [value, say(`caseStudies.useCase.${value}`)]))).toEqual(USE_CASE_LABELS);
    const ids = Object.keys(english).filter((id) => id.startsWith('caseStudies.useCase.'));
    expect(ids.sort()).toEqual(USE_CASE_FILTERS.map((value) => `caseStudies.useCase.${value}`).sort());
  });

  it("the product select's 'All Products' (the other options are the brand's product names)", () => {
    expect(say('caseStudies.product.all')).toBe(PRODUCT_LABELS.all);
    expect(Object.keys(english).filter((id) => id.startsWith('caseStudies.product.'))).toEqual(['caseStudies.product.all']);
  });

  it('the use-case cards: the widget draws the same cards, their title and description (with the product name) keyed by use case', () => {
    expect(PRIMARY_USE_CASE_CARDS.map((card) => card.useCase)).toEqual(PRIMARY_USE_CASES.map((card) => card.useCase));
    expect(MORE_USE_CASE_CARDS.map((card) => card.useCase)).toEqual(MORE_USE_CASES.map((card) => card.useCase));
    const cards = [...PRIMARY_USE_CASE_CARDS, ...MORE_USE_CASE_CARDS];
    for (const [index, english] of [...PRIMARY_USE_CASES, ...MORE_USE_CASES].entries()) {
      const { useCase, product } = cards[index]!;
      expect(say(`caseStudies.useCaseCard.${useCase}.title`)).toBe(english.title);
      expect(say(`caseStudies.useCaseCard.${useCase}.description`, product ? { product: BRAND.products[product].name } : undefined)).toBe(english.description);
    }
  });

  it('the share fallbacks, the company sentence and the read time', () => {
    expect(say('caseStudies.share.fallbackTitle', { brand: BRAND.name })).toBe(SHARE_FALLBACK_TITLE);
    expect(say('caseStudies.share.fallbackText', { brand: BRAND.name })).toBe(SHARE_FALLBACK_TEXT);
    const cs = { company: 'Acme', industry: 'Retail', companyDescription: null };
    expect(say('caseStudies.detail.aboutFallback', cs)).toBe(companyAbout(cs));
    for (const minutes of [1, 2, 7, 11, 100, 600]) expect(say('caseStudies.detail.readTime', { minutes })).toBe(formatReadTime(minutes));
  });
});
