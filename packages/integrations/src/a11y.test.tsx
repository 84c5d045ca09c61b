import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { IntegrationsPanel, type IntegrationsClient, type IntegrationTab as IntegrationsTab } from './index';

const ok = async () => ({});
const client: IntegrationsClient = {
  getIntegrations: async () => ({ jira: { connected: false }, cicd: { connected: false }, prompts: [] }),
  connectJira: ok,
  connectCicd: ok,
  savePrompt: async (body) => ({ ...body, id: 1 }),
  updatePrompt: async (id, body) => ({ ...body, id }),
  deletePrompt: ok,
};
const data = {
  jira: { connected: true, jiraUrl: 'https://acme.atlassian.net', jiraProject: 'ACME' },
  cicd: { connected: false },
  prompts: [{ id: 1, name: 'Service Generator', description: 'Generates typed services', prompt: 'Write a {language} service', category: 'code-generation' }],
};

/** Serious and critical axe violations (colour contrast needs layout: checked in the browser e2e). */
async function seriousViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('accessibility', () => {
  const tabs: Array<[IntegrationsTab, string]> = [
    ['jira', 'Connect Jira'],
    ['cicd', 'Connect CI/CD'],
    ['prompts', 'Save Template'],
  ];
  for (const [tab, submit] of tabs) {
    it(`given the ${tab} tab, axe finds no serious or critical issue, also with every message shown`, async () => {
      const { container } = render(<IntegrationsPanel client={client} initialData={data} defaultTab={tab} />);
      expect(await seriousViolations(container)).toEqual([]);
      if (tab === 'jira') fireEvent.change(screen.getByLabelText(/^Jira URL/), { target: { value: 'nope' } });
      fireEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
      expect(await seriousViolations(container)).toEqual([]);
    });
  }
});
