import { describe, expect, it } from 'vitest';
import { makeJob } from './fixtures';
import { formatLocation, formatMoney, formatPosted, formatSalary, timeAgo } from './format';

describe('formatSalary', () => {
  it('given both bounds in SGD, it shows S$120,000 – S$160,000', () => {
    expect(formatSalary(makeJob())).toBe('S$120,000 – S$160,000');
  });

  it('given both bounds in USD, it shows $150,000 – $190,000', () => {
    expect(formatSalary(makeJob({ salaryMin: 150000, salaryMax: 190000, salaryCurrency: 'USD' }))).toBe(
      '$150,000 – $190,000',
    );
  });

  it('formats other currencies with their sign', () => {
    expect(formatSalary(makeJob({ salaryMin: 2800000, salaryMax: 4200000, salaryCurrency: 'INR' }))).toBe(
      '₹2,800,000 – ₹4,200,000',
    );
    expect(formatSalary(makeJob({ salaryMin: 150000, salaryMax: 185000, salaryCurrency: 'AUD' }))).toBe(
      'A$150,000 – A$185,000',
    );
    expect(formatSalary(makeJob({ salaryMin: 96000, salaryMax: 132000, salaryCurrency: 'MYR' }))).toBe(
      'RM\u00a096,000 – RM\u00a0132,000',
    );
    expect(formatSalary(makeJob({ salaryMin: 1, salaryMax: 2, salaryCurrency: 'aed' }))).toBe('AED\u00a01 – AED\u00a02');
  });

  it('given both bounds but no currency, it uses US dollars', () => {
    expect(formatSalary(makeJob({ salaryMin: 100000, salaryMax: 120000, salaryCurrency: null }))).toBe(
      '$100,000 – $120,000',
    );
  });

  it('given only one bound (or none), it shows Competitive', () => {
    expect(formatSalary(makeJob({ salaryMin: 120000, salaryMax: null }))).toBe('Competitive');
    expect(formatSalary(makeJob({ salaryMin: null, salaryMax: 160000 }))).toBe('Competitive');
    expect(formatSalary(makeJob({ salaryMin: null, salaryMax: null, salaryCurrency: null }))).toBe('Competitive');
  });

  it('keeps a bound of 0 (it exists)', () => {
    expect(formatSalary(makeJob({ salaryMin: 0, salaryMax: 10, salaryCurrency: 'USD' }))).toBe('$0 – $10');
  });

  it('shows an unknown currency code after the number', () => {
    expect(formatMoney(5000, 'XXXX')).toBe('5,000 XXXX');
  });
});

describe('formatLocation', () => {
  it('given a remote job, it shows Remote (country)', () => {
    expect(formatLocation({ city: '', state: null, country: 'Australia', isRemote: true })).toBe('Remote (Australia)');
  });

  it('given an office job, it shows city, optional state, country', () => {
    expect(formatLocation({ city: 'Bangalore', state: 'Karnataka', country: 'India', isRemote: false })).toBe(
      'Bangalore, Karnataka, India',
    );
    expect(formatLocation({ city: 'Singapore', state: null, country: 'Singapore', isRemote: false })).toBe(
      'Singapore, Singapore',
    );
    expect(formatLocation({ city: 'Dubai', state: '', country: 'United Arab Emirates', isRemote: false })).toBe(
      'Dubai, United Arab Emirates',
    );
  });
});

describe('relative posted time', () => {
  const now = new Date('2025-10-10T12:00:00.000Z');

  it('given a job posted 3 days ago, it says Posted 3 days ago', () => {
    expect(formatPosted('2025-10-07T12:00:00.000Z', now)).toBe('Posted 3 days ago');
  });

  it('uses the largest fitting unit', () => {
    expect(timeAgo('2025-10-10T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2025-10-10T11:15:00.000Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2025-10-10T07:00:00.000Z', now)).toBe('5 hours ago');
    expect(timeAgo('2025-10-09T10:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2025-09-26T12:00:00.000Z', now)).toBe('2 weeks ago');
    expect(timeAgo('2025-07-10T12:00:00.000Z', now)).toBe('3 months ago');
    expect(timeAgo('2023-10-01T12:00:00.000Z', now)).toBe('2 years ago');
  });

  it('treats a future date (clock skew) as just now, and an invalid one as empty', () => {
    expect(formatPosted('2025-10-11T12:00:00.000Z', now)).toBe('Posted just now');
    expect(formatPosted('nonsense', now)).toBe('');
  });
});
