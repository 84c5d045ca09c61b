import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { INTEGRATIONS_TAG } from './embed';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('<joognoo-integrations>', () => {
  it('loads the saved state from api-base with credentials and renders the panel in its shadow root', async () => {
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
    const ready = new Promise((resolve) => element.addEventListener('joognoo:ready', resolve, { once: true }));
    document.body.append(element);
    await ready;
    const root = within(element.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(root.getByRole('heading', { name: 'Enterprise Integrations' })).toBeTruthy());
    expect(root.getByRole('tab', { name: 'Custom Prompts' }).getAttribute('aria-selected')).toBe('true');
    expect(root.getByText('Active')).toBeTruthy();
    const [input, init] = fetchMock.mock.calls[0]!;
    const request = input instanceof Request ? input : new Request(String(input), init);
    expect(request.url).toBe('https://api.example/api/dev/integrations');
    expect(request.credentials).toBe('include');
  });
});
