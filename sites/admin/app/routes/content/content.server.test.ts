import { describe, expect, it } from 'vitest';
import { inputFromForm, utcFromLocal } from './content.server';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('the content editor form', () => {
  it('reads a datetime-local value as UTC', () => {
    expect(utcFromLocal('2099-06-01T09:30')).toBe('2099-06-01T09:30:00.000Z');
    expect(utcFromLocal('2099-06-01T09:30:15')).toBe('2099-06-01T09:30:15.000Z');
    expect(utcFromLocal('')).toBeUndefined();
  });

  it('turns lines, comma lists, numbers and checkboxes into the API input', () => {
    expect(
      inputFromForm('jobs', form({ title: 'Role', responsibilities: 'Write\r\n\r\n Edit ', salaryMin: '', salaryMax: '90000', salaryCurrency: 'eur', isRemote: 'on' })),
    ).toMatchObject({ responsibilities: ['Write', 'Edit'], salaryMin: null, salaryMax: 90000, salaryCurrency: 'EUR', isRemote: true, requirements: [] });
    expect(inputFromForm('posts', form({ tags: 'AI, Cloud ,', categoryId: '2', markdown: '# Hi' }))).toMatchObject({
      tags: ['AI', 'Cloud'],
      categoryId: 2,
      featured: false,
      markdown: '# Hi',
      slug: '',
    });
    expect(inputFromForm('case-studies', form({ readTime: '7', results: 'A\nB' }))).toMatchObject({ readTime: 7, results: ['A', 'B'] });
  });
});
