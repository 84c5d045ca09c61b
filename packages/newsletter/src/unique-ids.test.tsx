import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';

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

describe('two newsletter forms on one page', () => {
  it('no id is used twice and every reference resolves', () => {
    const client = { subscribeNewsletter: async () => ({}) };
    render(
      <>
        <NewsletterForm client={client} />
        <NewsletterForm client={client} />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });
});
