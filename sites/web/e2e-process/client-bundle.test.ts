/**
 * The public site's browser bundles carry no back-office code: the back office is its own
 * app (sites/admin). Reads both apps' built client assets (part of `pnpm test:e2e`, which
 * runs after `pnpm build`) for texts and tables that only the back office has: each must be
 * in the back office's bundles, so the check would see it if it reached the public site's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sites = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Back-office-only texts: its frame and pages, and the role and area tables of `@joognoo/schemas/admin`. */
const BACK_OFFICE_MARKERS = [
  'Back office overview',
  'Invite staff and manage roles.',
  'Pending invitations',
  'Erase a person',
  'Version history',
  'Applications per job',
  'Rotate the webhook secret',
  // STAFF_ROLE_LABELS of @joognoo/schemas/admin, as the minifier writes it.
  'recruiter:`Recruiter`',
];

/** The markers found in one app's built scripts. */
function markersIn(app: 'web' | 'admin'): Set<string> {
  const assets = path.join(sites, app, 'build/client/assets');
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const code = scripts.map((name) => fs.readFileSync(path.join(assets, name), 'utf8')).join('\n');
  return new Set(BACK_OFFICE_MARKERS.filter((marker) => code.includes(marker)));
}

describe('the built client bundles', () => {
  it('of the back office carry every marker', () => {
    expect([...markersIn('admin')]).toEqual(BACK_OFFICE_MARKERS);
  });

  it('of the public site contain nothing of the back office', () => {
    expect([...markersIn('web')]).toEqual([]);
  });
});
