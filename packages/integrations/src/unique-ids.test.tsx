import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntegrationTab } from './content';
import { IntegrationsPanel } from './integrations-panel';

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

describe('two integrations panels on one page', () => {
  it.each<IntegrationTab>(['jira', 'cicd', 'prompts'])('given the %s tab in both, no id is used twice and every reference resolves', (tab) => {
    const initialData = { jira: { connected: false }, cicd: { connected: false }, prompts: [] };
    render(
      <>
        <IntegrationsPanel initialData={initialData} defaultTab={tab} />
        <IntegrationsPanel initialData={initialData} defaultTab={tab} />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });
});
