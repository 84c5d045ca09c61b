import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromptTemplate } from '@joognoo/schemas';
import { IntegrationsPanel, type IntegrationsClient, type IntegrationsData } from './index';

const EMPTY: IntegrationsData = { jira: { connected: false }, cicd: { connected: false }, prompts: [] };

const template = (id: number, overrides: Partial<PromptTemplate> = {}): PromptTemplate => ({
  id,
  name: `Template ${id}`,
  description: 'Generates typed service modules',
  prompt: 'Write a {language} module named {module_name} following our standards.',
  category: 'code-generation',
  ...overrides,
});

/** A stub client that answers OK to everything; each method is a vi.fn. */
function stubClient(overrides: Partial<Record<keyof IntegrationsClient, (...args: never[]) => Promise<unknown>>> = {}) {
  let nextId = 100;
  const client = {
    getIntegrations: vi.fn(async () => EMPTY),
    connectJira: vi.fn(async (body: Record<string, unknown>) => ({
      message: 'Jira connected',
      jira: { connected: true, jiraUrl: body.jiraUrl, jiraProject: body.jiraProject },
    })),
    connectCicd: vi.fn(async (body: Record<string, unknown>) => ({
      message: 'CI/CD connected',
      cicd: { connected: true, provider: body.provider, repository: body.repository, branch: body.branch },
    })),
    savePrompt: vi.fn(async (body: Omit<PromptTemplate, 'id'>) => ({ ...body, id: nextId++ })),
    updatePrompt: vi.fn(async (id: number, body: Omit<PromptTemplate, 'id'>) => ({ ...body, id })),
    deletePrompt: vi.fn(async (_id: number) => undefined),
    ...overrides,
  };
  return client as typeof client & IntegrationsClient;
}

/** A client whose call the test settles by hand. */
function deferred() {
  let settle!: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const call = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { call, settle: () => settle };
}

/** The shape `@joognoo/api-client` throws: message `STATUS: body text`, `status`, parsed `body`. */
function apiError(status: number, body?: Record<string, unknown>) {
  return Object.assign(new Error(`${status}: ${body ? JSON.stringify(body) : 'Error'}`), { name: 'ApiError', status, body });
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
/** The toast with this title (one visible at a time). */
const findToast = async (title: string) => {
  const toast = await screen.findByText(title, { selector: '[role="status"] *' });
  return toast.closest('[role="status"]') as HTMLElement;
};

async function fillPrompt(values: { name: string; description: string; prompt: string }) {
  type(/^Template Name/, values.name);
  type(/^Description/, values.description);
  type(/^Prompt Template/, values.prompt);
}

describe('given a user with nothing connected yet', () => {
  it('shows the heading, subtitle, three summary cards with Connect / Create and no badge', () => {
    render(<IntegrationsPanel client={stubClient()} initialData={EMPTY} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Enterprise Integrations' })).toBeTruthy();
    expect(screen.getByText(/Connect your SDLC tools and customise AI/)).toBeTruthy();
    for (const [title, description, button] of [
      ['Jira Integration', 'Issue tracking connection', 'Connect'],
      ['CI/CD Integration', 'Workflow automation', 'Connect'],
      ['Custom Prompts', 'Company-specific templates', 'Create'],
    ] as const) {
      const el = card(title);
      expect(within(el).getByText(description)).toBeTruthy();
      expect(within(el).getByRole('button').textContent).toBe(button);
      expect(el.getAttribute('data-active')).toBe('false');
      expect(within(el).queryByText(/Active/)).toBeNull();
    }
  });

  it('has the three tabs with Jira Integration selected', () => {
    render(<IntegrationsPanel client={stubClient()} initialData={EMPTY} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Jira Integration', 'CI/CD Integration', 'Custom Prompts']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('starts the Jira form with the SPEC defaults', () => {
    render(<IntegrationsPanel client={stubClient()} initialData={EMPTY} />);
    expect(input(/^Jira URL/).value).toBe('https://your-company.atlassian.net');
    expect(input(/^Jira API Token/).type).toBe('password');
    expect(input(/^Jira API Token/).value).toBe('');
    expect(input(/^Jira Project Key/).value).toBe('');
    expect(input(/^Jira Project Key/).placeholder).toBe('PROJECT');
    for (const label of ['Sync Jira Issues', 'Update Tickets on Commit', 'AI-Powered Suggestions']) {
      expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Connect Jira' })).toBeTruthy();
    expect(screen.getAllByText(/credentials are encrypted and securely stored/).length).toBeGreaterThan(0);
  });

  it('a summary card button switches to its tab', () => {
    render(<IntegrationsPanel client={stubClient()} initialData={EMPTY} />);
    fireEvent.click(within(card('Custom Prompts')).getByRole('button', { name: /^Create/ }));
    expect(screen.getByRole('tab', { name: 'Custom Prompts' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(card('CI/CD Integration')).getByRole('button', { name: /^Connect/ }));
    expect(screen.getByRole('tab', { name: 'CI/CD Integration' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('loading the saved state', () => {
  it('without initialData it shows a spinner, loads from the server and shows what is connected', async () => {
    const { call, settle } = deferred();
    const client = stubClient({ getIntegrations: call });
    render(<IntegrationsPanel client={client} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your integrations');
    expect(screen.queryByRole('tab')).toBeNull();

    await act(async () =>
      settle().resolve({
        jira: { connected: true, jiraUrl: 'https://acme.atlassian.net', jiraProject: 'ACME', syncIssues: false },
        cicd: { connected: true, provider: 'gitlab-ci', repository: 'acme/app', branch: 'develop' },
        prompts: [template(1), template(2)],
      }),
    );
    expect(call).toHaveBeenCalledTimes(1);
    for (const title of ['Jira Integration', 'CI/CD Integration']) {
      expect(card(title).getAttribute('data-active')).toBe('true');
      expect(within(card(title)).getByText('Active')).toBeTruthy();
      expect(within(card(title)).getByRole('button').textContent).toBe('Manage');
    }
    expect(within(card('Custom Prompts')).getByText('4 Active')).toBeTruthy();
    expect(within(card('Custom Prompts')).getByRole('button').textContent).toBe('Manage');
    // The form shows the saved connection (never a token).
    expect(input(/^Jira URL/).value).toBe('https://acme.atlassian.net');
    expect(input(/^Jira Project Key/).value).toBe('ACME');
    expect(input(/^Jira API Token/).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Sync Jira Issues' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('jira-status').textContent).toContain('https://acme.atlassian.net');
    expect(input(/^Branch/).value).toBe('develop');
  });

  it('with initialData it does not call the server', () => {
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={EMPTY} />);
    expect(client.getIntegrations).not.toHaveBeenCalled();
  });

  it('when loading fails it shows a destructive toast with the server message and an empty panel', async () => {
    const onError = vi.fn();
    const client = stubClient({ getIntegrations: async () => Promise.reject(apiError(401, { message: 'Please sign in to continue.' })) });
    render(<IntegrationsPanel client={client} onError={onError} />);
    const toast = await findToast('Could not load your integrations');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText('Please sign in to continue.')).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(onError).toHaveBeenCalledWith({ action: 'load', status: 401, message: 'Please sign in to continue.' });
  });
});

describe('the Jira tab', () => {
  it('shows the validation messages under the fields and sends nothing', async () => {
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={EMPTY} />);
    type(/^Jira URL/, 'not a url');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));
    expect(await screen.findByText('Please enter a valid Jira URL')).toBeTruthy();
    expect(screen.getByText('API token is required')).toBeTruthy();
    expect(screen.getByText('Jira project key is required')).toBeTruthy();
    expect(input(/^Jira URL/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(/^Jira URL/));
    expect(client.connectJira).not.toHaveBeenCalled();
    // Editing a field clears its message.
    type(/^Jira URL/, 'https://acme.atlassian.net');
    expect(screen.queryByText('Please enter a valid Jira URL')).toBeNull();
  });

  it('connects: sends the payload, disables the button with a spinner while pending, toasts success and marks the card Active', async () => {
    const { call, settle } = deferred();
    const onSuccess = vi.fn();
    const client = stubClient({ connectJira: call });
    render(<IntegrationsPanel client={client} initialData={EMPTY} onSuccess={onSuccess} />);
    type(/^Jira URL/, 'https://acme.atlassian.net');
    type(/^Jira API Token/, 'secret-token');
    type(/^Jira Project Key/, 'ACME');
    fireEvent.click(screen.getByRole('checkbox', { name: 'AI-Powered Suggestions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));

    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith({
      jiraUrl: 'https://acme.atlassian.net',
      jiraApiToken: 'secret-token',
      jiraProject: 'ACME',
      syncIssues: true,
      updateTicketsOnCommit: true,
      enableAiSuggestions: false,
      locale: 'en',
    });
    const button = screen.getByRole('button', { name: 'Connect Jira' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    await act(async () => settle().resolve({ message: 'ok', jira: { connected: true, jiraUrl: 'https://acme.atlassian.net', jiraProject: 'ACME' } }));
    const toast = await findToast('Jira integration successful');
    expect(within(toast).getByText('Your Jira account has been connected successfully.')).toBeTruthy();
    expect(card('Jira Integration').getAttribute('data-active')).toBe('true');
    expect(within(card('Jira Integration')).getByText('Active')).toBeTruthy();
    expect(within(card('Jira Integration')).getByRole('button').textContent).toBe('Manage');
    expect((screen.getByRole('button', { name: 'Connect Jira' }) as HTMLButtonElement).disabled).toBe(false);
    expect(input(/^Jira API Token/).value).toBe('');
    expect(onSuccess).toHaveBeenCalledWith({ action: 'jira' });
  });

  it('a refused connection shows "Jira integration failed" with the server message and keeps the values', async () => {
    const message = 'Jira refused the connection: the URL must be a public Jira Cloud or Server address.';
    const onError = vi.fn();
    const client = stubClient({ connectJira: async () => Promise.reject(apiError(422, { message })) });
    render(<IntegrationsPanel client={client} initialData={EMPTY} onError={onError} />);
    type(/^Jira URL/, 'https://jira.invalid');
    type(/^Jira API Token/, 'secret-token');
    type(/^Jira Project Key/, 'ACME');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));
    const toast = await findToast('Jira integration failed');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText(message)).toBeTruthy();
    expect(card('Jira Integration').getAttribute('data-active')).toBe('false');
    expect(input(/^Jira URL/).value).toBe('https://jira.invalid');
    expect(onError).toHaveBeenCalledWith({ action: 'jira', status: 422, message });
  });

  it('falls back to "Failed to connect Jira" when the server gives no message', async () => {
    const client = stubClient({ connectJira: async () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<IntegrationsPanel client={client} initialData={EMPTY} />);
    type(/^Jira API Token/, 'secret-token');
    type(/^Jira Project Key/, 'ACME');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));
    const toast = await findToast('Jira integration failed');
    expect(within(toast).getByText('Failed to connect Jira')).toBeTruthy();
  });

  it('puts the messages of a 400 under the fields', async () => {
    const client = stubClient({
      connectJira: async () =>
        Promise.reject(apiError(400, { message: 'Please check the form.', errors: { jiraProject: 'Jira project key is too long.' } })),
    });
    render(<IntegrationsPanel client={client} initialData={EMPTY} />);
    type(/^Jira API Token/, 'secret-token');
    type(/^Jira Project Key/, 'ACME');
    fireEvent.click(screen.getByRole('button', { name: 'Connect Jira' }));
    expect(await screen.findByText('Jira project key is too long.')).toBeTruthy();
    expect(within(await findToast('Jira integration failed')).getByText('Please check the form.')).toBeTruthy();
  });

  it('has the Enterprise Benefits accordion: one item open at a time, collapsible', () => {
    render(<IntegrationsPanel client={client0()} initialData={EMPTY} />);
    const panel = screen.getByRole('tabpanel');
    const first = within(panel).getByRole('button', { name: 'SDLC-Aware Code Suggestions' });
    const second = within(panel).getByRole('button', { name: 'Automated Jira Updates' });
    expect(within(panel).getByRole('button', { name: 'Productivity Insights' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Enterprise Benefits' })).toBeTruthy();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });
});

function client0() {
  return stubClient();
}

describe('the CI/CD tab', () => {
  it('starts with the SPEC defaults', () => {
    const { container } = render(<IntegrationsPanel client={stubClient()} initialData={EMPTY} />);
    openTab('CI/CD Integration');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('combobox', { name: /CI\/CD Provider/ }).textContent).toContain('GitHub Actions');
    expect((container.querySelector('input[type="hidden"][name="provider"]') as HTMLInputElement).value).toBe('github-actions');
    expect(input(/^API Key \/ Token/).type).toBe('password');
    expect(input(/^Webhook URL \(Optional\)/).value).toBe('');
    expect(input(/^Repository \(Optional\)/).placeholder).toBe('owner/repo');
    expect(input(/^Branch \(Optional\)/).value).toBe('main');
    for (const label of ['Deploy Integration', 'Test Integration']) {
      expect((within(panel).getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(true);
    }
    for (const benefit of ['Pipeline Optimisation', 'Automated Test Generation', 'Deployment Risk Analysis']) {
      expect(within(panel).getByRole('button', { name: benefit })).toBeTruthy();
    }
  });

  it('shows "API key is required" and "Please enter a valid webhook URL"', async () => {
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={EMPTY} />);
    openTab('CI/CD Integration');
    type(/^Webhook URL/, 'ftp://example.com/hook');
    fireEvent.click(screen.getByRole('button', { name: 'Connect CI/CD' }));
    expect(await screen.findByText('API key is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid webhook URL')).toBeTruthy();
    expect(client.connectCicd).not.toHaveBeenCalled();
  });

  it('connects with the chosen provider, toasts success and marks the card Active', async () => {
    const user = userEvent.setup();
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={EMPTY} />);
    openTab('CI/CD Integration');
    await user.click(screen.getByRole('combobox', { name: /CI\/CD Provider/ }));
    await user.click(screen.getByRole('option', { name: 'Jenkins' }));
    type(/^API Key \/ Token/, 'ci-key');
    type(/^Repository/, 'acme/app');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Test Integration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect CI/CD' }));
    const toast = await findToast('CI/CD integration successful');
    expect(within(toast).getByText('Your CI/CD provider has been connected successfully.')).toBeTruthy();
    expect(client.connectCicd).toHaveBeenCalledWith({
      provider: 'jenkins',
      apiKey: 'ci-key',
      webhookUrl: '',
      repository: 'acme/app',
      branch: 'main',
      enableDeploy: true,
      enableTests: false,
      locale: 'en',
    });
    expect(card('CI/CD Integration').getAttribute('data-active')).toBe('true');
    expect(within(card('CI/CD Integration')).getByText('Active')).toBeTruthy();
    expect(screen.getByTestId('cicd-status').textContent).toContain('Jenkins');
  });

  it('a failure shows "CI/CD integration failed" with the server message, else "Failed to connect CI/CD"', async () => {
    const connectCicd = vi
      .fn()
      .mockRejectedValueOnce(apiError(503, { message: 'CI/CD provider unreachable.' }))
      .mockRejectedValueOnce(apiError(500));
    render(<IntegrationsPanel client={stubClient({ connectCicd })} initialData={EMPTY} />);
    openTab('CI/CD Integration');
    type(/^API Key \/ Token/, 'ci-key');
    fireEvent.click(screen.getByRole('button', { name: 'Connect CI/CD' }));
    let toast = await findToast('CI/CD integration failed');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText('CI/CD provider unreachable.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Connect CI/CD' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Connect CI/CD' }));
    await waitFor(() => expect(connectCicd).toHaveBeenCalledTimes(2));
    toast = await findToast('CI/CD integration failed');
    await waitFor(() => expect(within(toast).getByText('Failed to connect CI/CD')).toBeTruthy());
    expect(card('CI/CD Integration').getAttribute('data-active')).toBe('false');
  });
});

describe('the Custom Prompts tab', () => {
  it('shows the form with its defaults, the empty text and the two static examples', () => {
    const { container } = render(<IntegrationsPanel client={stubClient()} initialData={EMPTY} defaultTab="prompts" />);
    expect(screen.getByRole('heading', { name: 'Create Custom Prompt Template' })).toBeTruthy();
    expect((container.querySelector('input[type="hidden"][name="category"]') as HTMLInputElement).value).toBe('code-generation');
    expect(screen.getByText(/Use \{variables\}.*\{language\}.*\{module_name\}/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Saved Templates' })).toBeTruthy();
    expect(screen.getByText('No custom prompt templates yet. Create your first template to get started.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Template Examples' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Security Audit Template' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Financial Logic Validation' })).toBeTruthy();
    for (const benefit of ['Consistent Code Standards', 'Specialised Domain Knowledge', 'Knowledge Transfer']) {
      expect(screen.getByRole('button', { name: benefit })).toBeTruthy();
    }
  });

  it('shows the validation messages under the fields', async () => {
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={EMPTY} defaultTab="prompts" />);
    await fillPrompt({ name: 'ab', description: 'short', prompt: 'too short' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Prompt name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please provide a description')).toBeTruthy();
    expect(screen.getByText('Prompt template must be at least 20 characters')).toBeTruthy();
    expect(client.savePrompt).not.toHaveBeenCalled();
  });

  it('saves: appends the returned template, resets the form, toasts and counts it on the card', async () => {
    const user = userEvent.setup();
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={EMPTY} defaultTab="prompts" />);
    const long = `Review this {language} code for our security rules and explain every finding with a fix. ${'x'.repeat(40)}`;
    await fillPrompt({ name: 'Security Review', description: 'Reviews code for security issues', prompt: long });
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(screen.getByRole('option', { name: 'Security' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Template' }));

    const toast = await findToast('Custom prompt saved');
    expect(within(toast).getByText('Your custom prompt template has been saved successfully.')).toBeTruthy();
    expect(client.savePrompt).toHaveBeenCalledWith({
      name: 'Security Review',
      description: 'Reviews code for security issues',
      prompt: long,
      category: 'security',
      locale: 'en',
    });
    const saved = card('Security Review');
    expect(within(saved).getByText(`${long.slice(0, 100)}...`)).toBeTruthy();
    expect(within(saved).getByText('Security')).toBeTruthy();
    expect(saved.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('red');
    expect(screen.queryByText(/No custom prompt templates yet/)).toBeNull();
    expect(input(/^Template Name/).value).toBe('');
    expect(input(/^Prompt Template/).value).toBe('');
    expect(within(card('Custom Prompts')).getByText('3 Active')).toBeTruthy();
    expect(card('Custom Prompts').getAttribute('data-active')).toBe('true');
  });

  it('a failed save shows "Failed to save custom prompt" with the server message or the fallback, values kept', async () => {
    const savePrompt = vi
      .fn()
      .mockRejectedValueOnce(apiError(401, { message: 'Please sign in to continue.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<IntegrationsPanel client={stubClient({ savePrompt })} initialData={EMPTY} defaultTab="prompts" />);
    await fillPrompt({ name: 'Security Review', description: 'Reviews code for security issues', prompt: 'x'.repeat(30) });
    fireEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    const toast = await findToast('Failed to save custom prompt');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText('Please sign in to continue.')).toBeTruthy();
    expect(input(/^Template Name/).value).toBe('Security Review');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save Template' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save Template' }));
    await waitFor(() => expect(savePrompt).toHaveBeenCalledTimes(2));
    await waitFor(() => {
      const visible = screen.getAllByRole('status').filter((element) => !element.closest('[hidden]') && element.textContent?.includes('Failed'));
      expect(visible.map((element) => element.textContent)).toEqual([expect.stringMatching(/^Failed to save custom promptFailed to save custom prompt/)]);
    });
    expect(screen.getByText(/No custom prompt templates yet/)).toBeTruthy();
  });

  it('Edit loads the template into the form; Update Template saves it with PUT and replaces it in the list', async () => {
    const client = stubClient();
    const data = { ...EMPTY, prompts: [template(7, { name: 'Old name', category: 'documentation' }), template(8)] };
    render(<IntegrationsPanel client={client} initialData={data} defaultTab="prompts" />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Old name' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    expect(screen.getByRole('heading', { name: 'Edit Custom Prompt Template' })).toBeTruthy();
    expect(input(/^Template Name/).value).toBe('Old name');
    expect(document.activeElement).toBe(input(/^Template Name/));
    type(/^Template Name/, 'New name');
    fireEvent.click(screen.getByRole('button', { name: 'Update Template' }));

    const toast = await findToast('Custom prompt saved');
    expect(toast).toBeTruthy();
    expect(client.updatePrompt).toHaveBeenCalledWith(7, {
      name: 'New name',
      description: 'Generates typed service modules',
      prompt: 'Write a {language} module named {module_name} following our standards.',
      category: 'documentation',
      locale: 'en',
    });
    expect(client.savePrompt).not.toHaveBeenCalled();
    const saved = screen.getByRole('list', { name: 'Saved Templates' });
    const names = within(saved).getAllByRole('heading').map((heading) => heading.textContent);
    expect(names).toEqual(['New name', 'Template 8']);
    expect(screen.getByRole('heading', { name: 'Create Custom Prompt Template' })).toBeTruthy();
    expect(input(/^Template Name/).value).toBe('');
    expect(within(card('Custom Prompts')).getByText('4 Active')).toBeTruthy();
  });

  it('Cancel leaves the edit without saving', async () => {
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={{ ...EMPTY, prompts: [template(7)] }} defaultTab="prompts" />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Template 7' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeTruthy();
    expect(input(/^Template Name/).value).toBe('');
    expect(client.updatePrompt).not.toHaveBeenCalled();
  });

  it('Delete asks no confirmation, calls the API, removes the card, toasts and lowers the count', async () => {
    const client = stubClient();
    render(<IntegrationsPanel client={client} initialData={{ ...EMPTY, prompts: [template(7)] }} defaultTab="prompts" />);
    expect(within(card('Custom Prompts')).getByText('3 Active')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Template 7' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const toast = await findToast('Custom prompt deleted');
    expect(within(toast).getByText('Your custom prompt template has been deleted successfully.')).toBeTruthy();
    expect(client.deletePrompt).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('heading', { name: 'Template 7' })).toBeNull();
    expect(screen.getByText('No custom prompt templates yet. Create your first template to get started.')).toBeTruthy();
    expect(card('Custom Prompts').getAttribute('data-active')).toBe('false');
    expect(within(card('Custom Prompts')).getByRole('button').textContent).toBe('Create');
  });

  it('a failed delete keeps the card and shows a destructive toast with the server message', async () => {
    const client = stubClient({ deletePrompt: async () => Promise.reject(apiError(404, { message: 'Prompt template not found.' })) });
    render(<IntegrationsPanel client={client} initialData={{ ...EMPTY, prompts: [template(7)] }} defaultTab="prompts" />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Template 7' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const toast = await findToast('Failed to delete custom prompt');
    expect(within(toast).getByText('Prompt template not found.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Template 7' })).toBeTruthy();
  });

  it('the hover menu opens on pointer hover after 700 ms', async () => {
    vi.useFakeTimers();
    try {
      render(<IntegrationsPanel client={stubClient()} initialData={{ ...EMPTY, prompts: [template(7)] }} defaultTab="prompts" />);
      const trigger = screen.getByRole('button', { name: 'Actions for Template 7' });
      fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(699));
      expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
