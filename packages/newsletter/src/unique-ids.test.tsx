import { render } from '@testing-library/react';
import { idProblems } from '@joognoo/widget-kit/testing';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';

describe('two newsletter forms on one page', () => {
  it('no id is used twice and every reference resolves', () => {
    const client = { subscribeNewsletter: async () => ({}) };
    render(
      <>
        <NewsletterForm client={client} />
        <NewsletterForm client={client} />
      </>,
    );
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });
});
