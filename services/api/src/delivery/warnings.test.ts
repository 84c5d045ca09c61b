import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { warnAboutDelivery } from './worker.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL: 'https://joognoo.example',
  INTEGRATION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
  PROOF_OF_WORK_KEY: 'warnings-test-proof-of-work-key-0123456789',
};

function warnings(env: Record<string, string>): string[] {
  const lines: string[] = [];
  const logger = { info() {}, error() {}, warn: (entry: Record<string, unknown>) => lines.push(String(entry.msg)) };
  warnAboutDelivery(loadConfig(env), logger, { server: true });
  return lines.filter((line) => line.includes('WEBHOOK_ALLOW_PRIVATE_TARGETS'));
}

describe('the start warnings of the delivery settings', () => {
  it('warns once when production allows private webhook targets, and not otherwise', () => {
    expect(warnings({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual([
      'WEBHOOK_ALLOW_PRIVATE_TARGETS=true: webhooks may be sent to loopback, private and link-local addresses of this machine and its networks',
    ]);
    expect(warnings(PRODUCTION)).toEqual([]);
    expect(warnings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual([]);
  });
});
