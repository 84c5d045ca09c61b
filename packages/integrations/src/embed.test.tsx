import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTEGRATIONS_TAG, integrationsElement } from './embed';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('<joognoo-integrations>', () => {
  it('loads the saved state from api-base with credentials and renders the panel in its shadow root, at the heading-level and default-tab given', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      new Response(
        JSON.stringify({ jira: { connected: true }, cicd: { connected: false }, prompts: [] }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const element = document.createElement(INTEGRATIONS_TAG);
    element.setAttribute('api-base', 'https://api.example');
    element.setAttribute('default-tab', 'prompts');
    element.setAttribute('heading-level', '1');
    const ready = new Promise((resolve) => element.addEventListener('joognoo:ready', resolve, { once: true }));
    document.body.append(element);
    await ready;
    const root = within(element.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(root.getByRole('heading', { level: 1, name: 'Enterprise Integrations' })).toBeTruthy());
    expect(root.getByRole('tab', { name: 'Custom Prompts' }).getAttribute('aria-selected')).toBe('true');
    expect(root.getByText('Active')).toBeTruthy();
    const [input, init] = fetchMock.mock.calls[0]!;
    const request = input instanceof Request ? input : new Request(String(input), init);
    expect(request.url).toBe('https://api.example/api/dev/integrations');
    expect(request.credentials).toBe('include');
  });

  it('connecting Jira fires joognoo:success, a refused connection joognoo:error with the status and the toast text; nothing else', async () => {
    const refusal = 'Jira refused the connection: the URL must be a public Jira Cloud or Server address.';
    let jiraAnswers = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        const json = (status: number, body: unknown) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (request.method === 'GET') return json(200, { jira: { connected: false }, cicd: { connected: false }, prompts: [] });
        jiraAnswers += 1;
        return jiraAnswers === 1
          ? json(200, { message: 'Jira connected', jira: { connected: true, jiraUrl: 'https://acme.atlassian.net', jiraProject: 'ACME' } })
          : json(422, { message: refusal });
      }),
    );
    const element = document.createElement(INTEGRATIONS_TAG);
    element.setAttribute('api-base', 'https://api.example');
    const seen: Array<[string, unknown]> = [];
    for (const type of ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error']) {
      element.addEventListener(type, (event) => seen.push([type, (event as CustomEvent).detail]));
    }
    document.body.append(element);
    const root = within(element.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(seen).toEqual([['joognoo:ready', { loaded: true }]]));

    const user = userEvent.setup();
    // The URL field starts valid; the token is cleared after each success, the key is kept.
    const connect = async (projectKey: string) => {
      await user.type(root.getByLabelText(/^Jira API Token/), 'token-123');
      if (projectKey) await user.type(root.getByLabelText(/^Jira Project Key/), projectKey);
      await waitFor(() => expect(root.getByRole('button', { name: 'Connect Jira' }).hasAttribute('disabled')).toBe(false));
      await user.click(root.getByRole('button', { name: 'Connect Jira' }));
    };
    await connect('ACME');
    await waitFor(() => expect(seen).toHaveLength(2));
    await connect('');
    await waitFor(() => expect(seen).toHaveLength(3));

    expect(seen).toEqual([
      ['joognoo:ready', { loaded: true }],
      ['joognoo:success', { action: 'jira' }],
      ['joognoo:error', { action: 'jira', status: 422, message: refusal }],
    ]);
    // Every event the panel can dispatch, seen in this flow and the one above: what the README lists.
    expect(new Set(seen.map(([type]) => type))).toEqual(new Set(integrationsElement.events));
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain(refusal));
  }, 60_000); // two typed submissions: slow on a loaded 2-core machine
});
