/**
 * The integrations panel as partner pages get it: the BUILT embed (a fresh build into a temp
 * dir: preact/compat, real styled-components, valibot and ky in the runtime chunk), its
 * element in happy-dom, the API stubbed at `fetch`. It edits (PUT) and deletes (DELETE) a
 * prompt template: the calls the old ky stand-in could not make.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmbedManifest } from '../src/assets';
import { buildEmbedInto } from './build-embed';

const embedDir = resolve(import.meta.dirname, '..');
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(embedDir, 'node_modules/.embed-bundle-'));
  await buildEmbedInto(outDir);
  const manifest = JSON.parse(readFileSync(join(outDir, 'embed-manifest.json'), 'utf8')) as EmbedManifest;
  // Under the package (not the OS temp dir), where vitest's module runner loads files from.
  await import(/* @vite-ignore */ join(outDir, manifest.widgets.integrations!.file));
}, 120_000);

afterAll(() => {
  vi.unstubAllGlobals();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const template = {
  id: 7,
  name: 'Old name',
  description: 'Generates typed service modules',
  prompt: 'Write a {language} module named {module_name} following our standards.',
  category: 'documentation',
};

describe('<joognoo-integrations> of the embed build', () => {
  it('updates a prompt template with PUT and deletes it with DELETE, with the session cookie', async () => {
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        requests.push(request.clone());
        const json = (status: number, body: unknown) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (request.method === 'GET') return json(200, { jira: { connected: false }, cicd: { connected: false }, prompts: [template] });
        if (request.method === 'PUT') return json(200, { ...template, ...((await request.json()) as object), id: 7 });
        return new Response(null, { status: 204 });
      }),
    );
    const element = document.createElement('joognoo-integrations');
    element.setAttribute('api-base', 'https://api.example');
    element.setAttribute('default-tab', 'prompts');
    const seen: Array<[string, unknown]> = [];
    for (const type of ['joognoo:ready', 'joognoo:success', 'joognoo:error']) {
      element.addEventListener(type, (event) => seen.push([type, (event as CustomEvent).detail]));
    }
    document.body.append(element);
    // Waits end when the panel answers; the bound is only there to fail a panel that never
    // does. A CI machine under a load of 10 on 2 cores took 12 s to render it (0.6 s quiet).
    const slow = { timeout: 60_000 };
    await waitFor(() => expect(seen).toEqual([['joognoo:ready', { loaded: true }]]), slow);
    const root = within(element.shadowRoot as unknown as HTMLElement);
    // A form's submit button stays disabled until the form has mounted (a click before then
    // does nothing), which on a loaded machine comes well after the button is in the tree.
    const click = async (name: string) => {
      const button = await waitFor(() => {
        const found = root.getByRole<HTMLButtonElement>('button', { name });
        expect(found.disabled).toBe(false);
        return found;
      }, slow);
      button.click();
    };

    await click('Actions for Old name');
    await click('Edit');
    await click('Update Template');
    await waitFor(() => expect(seen).toContainEqual(['joognoo:success', { action: 'prompt-update', id: 7 }]), slow);

    await click('Actions for Old name');
    await click('Delete');
    await waitFor(() => expect(seen).toContainEqual(['joognoo:success', { action: 'prompt-delete', id: 7 }]), slow);

    expect(seen.filter(([type]) => type === 'joognoo:error')).toEqual([]);
    expect(requests.map((r) => `${r.method} ${r.url} ${r.credentials}`)).toEqual([
      'GET https://api.example/api/dev/integrations include',
      'PUT https://api.example/api/dev/integrations/prompts/7 include',
      'DELETE https://api.example/api/dev/integrations/prompts/7 include',
    ]);
    expect(await requests[1]!.json()).toEqual({
      name: 'Old name',
      description: 'Generates typed service modules',
      prompt: 'Write a {language} module named {module_name} following our standards.',
      category: 'documentation',
      locale: 'en',
    });
  }, 240_000);
});
