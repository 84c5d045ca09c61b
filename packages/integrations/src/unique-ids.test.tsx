import { render } from '@testing-library/react';
import { idProblems } from '@joognoo/widget-kit/testing';
import { describe, expect, it } from 'vitest';
import type { IntegrationTab } from './content';
import { IntegrationsPanel } from './integrations-panel';

describe('two integrations panels on one page', () => {
  it.each<IntegrationTab>(['jira', 'cicd', 'prompts'])('given the %s tab in both, no id is used twice and every reference resolves', (tab) => {
    const initialData = { jira: { connected: false }, cicd: { connected: false }, prompts: [] };
    render(
      <>
        <IntegrationsPanel initialData={initialData} defaultTab={tab} />
        <IntegrationsPanel initialData={initialData} defaultTab={tab} />
      </>,
    );
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });
});
