/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { IntegrationsPanel, type IntegrationsClient } from './index';

const unused = async () => {
  throw new Error('no calls while rendering on the server');
};
const client: IntegrationsClient = {
  getIntegrations: unused,
  connectJira: unused,
  connectCicd: unused,
  savePrompt: unused,
  updatePrompt: unused,
  deletePrompt: unused,
};

describe('given a server render with initialData', () => {
  it('renders the whole panel without window or document, the saved state included', () => {
    const html = renderToString(
      <IntegrationsPanel
        client={client}
        headingLevel={1}
        initialData={{
          jira: { connected: true, jiraUrl: 'https://acme.atlassian.net', jiraProject: 'ACME' },
          cicd: { connected: false },
          prompts: [{ id: 1, name: 'Service Generator', description: 'Typed services', prompt: 'Write {language}', category: 'testing' }],
        }}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Enterprise Integrations<\/h1>/);
    expect(html).toContain('Issue tracking connection');
    expect(html).toContain('3 Active');
    expect(html).toContain('value="https://acme.atlassian.net"');
    expect(html).toContain('Service Generator');
    expect(html).toContain('Security Audit Template');
    // Submitting before hydration could post a token nowhere useful: the buttons wait for JavaScript.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*?Connect Jira<\/button>/);
    expect(html).not.toContain('type="password" value="');
  });

  it('without initialData it renders the heading and a loading spinner', () => {
    const html = renderToString(<IntegrationsPanel client={client} />);
    expect(html).toContain('Enterprise Integrations');
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your integrations');
    expect(html).not.toContain('role="tablist"');
  });
});
