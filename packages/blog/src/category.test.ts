import { describe, expect, it } from 'vitest';
import { categoryParam, isCategoryPending, resolveCategory } from './category';
import { categories } from './fixtures';

describe('resolveCategory', () => {
  it('given a numeric id, it is that id (even before the categories load)', () => {
    expect(resolveCategory('2', categories)).toBe(2);
    expect(resolveCategory('7', null)).toBe(7);
    expect(resolveCategory(3, undefined)).toBe(3);
  });

  it('given a slug, it resolves to the id of the category with that slug', () => {
    expect(resolveCategory('sustainability-esg', categories)).toBe(2);
    expect(resolveCategory('Talent-Recruitment', categories)).toBe(3);
  });

  it('given an unknown slug, it is none', () => {
    expect(resolveCategory('no-such-category', categories)).toBeNull();
  });

  it('given a slug before the categories load, it is none and pending', () => {
    expect(resolveCategory('ai-governance', null)).toBeNull();
    expect(isCategoryPending('ai-governance', null)).toBe(true);
    expect(isCategoryPending('ai-governance', categories)).toBe(false);
    expect(isCategoryPending('2', null)).toBe(false);
  });

  it('given nothing, an empty value or a non-positive id, it is none', () => {
    expect(resolveCategory(null, categories)).toBeNull();
    expect(resolveCategory(undefined, categories)).toBeNull();
    expect(resolveCategory('  ', categories)).toBeNull();
    expect(resolveCategory('0', categories)).toBeNull();
    expect(isCategoryPending('', null)).toBe(false);
  });
});

describe('categoryParam', () => {
  it('is the slug, else the id', () => {
    expect(categoryParam({ id: 4, slug: 'company-news' })).toBe('company-news');
    expect(categoryParam({ id: 4, slug: '' })).toBe('4');
    expect(categoryParam({ id: 4 })).toBe('4');
  });
});
