import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryTone, promptBadgeText, promptPreview } from './format';

describe('promptPreview', () => {
  it('keeps a prompt of up to 100 characters as it is', () => {
    expect(promptPreview('short prompt')).toBe('short prompt');
    const exactly100 = 'x'.repeat(100);
    expect(promptPreview(exactly100)).toBe(exactly100);
  });

  it('cuts a longer prompt to its first 100 characters and adds "..."', () => {
    const long = `${'a'.repeat(100)}bcdef`;
    expect(promptPreview(long)).toBe(`${'a'.repeat(100)}...`);
    expect(promptPreview('x'.repeat(101))).toHaveLength(103);
  });
});

describe('categoryLabel', () => {
  it('capitalises the first letter and turns hyphens into spaces', () => {
    expect(categoryLabel('code-generation')).toBe('Code generation');
    expect(categoryLabel('code-review')).toBe('Code review');
    expect(categoryLabel('security')).toBe('Security');
    expect(categoryLabel('a-b-c')).toBe('A b c');
    expect(categoryLabel('')).toBe('');
  });
});

describe('promptBadgeText', () => {
  it('adds the two seeded templates to the user templates, then "Active"', () => {
    expect(promptBadgeText(0)).toBe('2 Active');
    expect(promptBadgeText(1)).toBe('3 Active');
    expect(promptBadgeText(5)).toBe('7 Active');
  });
});

describe('categoryTone', () => {
  it('gives each SPEC category its colour, grey for the others', () => {
    expect(categoryTone('code-generation')).toBe('blue');
    expect(categoryTone('code-review')).toBe('purple');
    expect(categoryTone('documentation')).toBe('green');
    expect(categoryTone('security')).toBe('red');
    expect(categoryTone('performance')).toBe('grey');
    expect(categoryTone('testing')).toBe('grey');
    expect(categoryTone('onboarding')).toBe('grey');
    expect(categoryTone('anything')).toBe('grey');
  });
});
