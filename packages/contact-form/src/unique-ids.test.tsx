import { render } from '@testing-library/react';
import { idProblems } from '@joognoo/widget-kit/testing';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';

describe('two contact forms on one page', () => {
  it.each(['home', 'about', 'contact'] as const)('given two %s forms, no id is used twice and every reference resolves', (variant) => {
    const client = { submitContact: async () => ({}) };
    render(
      <>
        <ContactForm variant={variant} client={client} />
        <ContactForm variant={variant} client={client} />
      </>,
    );
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });
});
