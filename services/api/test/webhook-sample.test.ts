import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signWebhook } from '../src/delivery/webhook.ts';

/** The README's receiver sample, run as it is printed (the ```js block after "Verify each request"). */
async function readmeSample(): Promise<{
  receiveJoognoo: (rawBody: string, headers: Record<string, string>, secret: string, seen: Set<string>) => { id: string } | null;
}> {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
  const code = /Verify each request[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code).toBeDefined();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-webhook-sample-'));
  const file = path.join(dir, 'receiver.mjs');
  fs.writeFileSync(file, code!);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the webhook receiver sample of the README', () => {
  const secret = 'sample-secret-for-this-test';
  const body = JSON.stringify({ type: 'lead.created', id: randomUUID(), createdAt: new Date().toISOString(), data: { email: 'ann@example.com' } });
  const headers = (deliveryHeader: string) => ({
    [SIGNATURE_HEADER.toLowerCase()]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
    [DELIVERY_HEADER.toLowerCase()]: deliveryHeader,
  });

  it('deduplicates by the signed event id: a replay under another Joognoo-Delivery header is a repeat', async () => {
    const { receiveJoognoo } = await readmeSample();
    const seen = new Set<string>();
    const id = (JSON.parse(body) as { id: string }).id;
    expect(receiveJoognoo(body, headers(id), secret, seen)).toMatchObject({ id, type: 'lead.created' });
    expect(receiveJoognoo(body, headers(id), secret, seen)).toBeNull();
    // The header is not signed: a replay may carry any value there.
    expect(receiveJoognoo(body, headers(randomUUID()), secret, seen)).toBeNull();
  });

  it('refuses a changed body or a wrong secret', async () => {
    const { receiveJoognoo } = await readmeSample();
    const tampered = body.replace('ann@example.com', 'eve@example.com');
    expect(() => receiveJoognoo(tampered, headers('x'), secret, new Set())).toThrow('Invalid Joognoo signature');
    expect(() => receiveJoognoo(body, headers('x'), 'another secret', new Set())).toThrow('Invalid Joognoo signature');
    expect(() => receiveJoognoo(body, {}, secret, new Set())).toThrow('Invalid Joognoo signature');
  });
});
