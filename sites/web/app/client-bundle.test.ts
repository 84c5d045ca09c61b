/**
 * The public site's browser bundles carry no back-office code: the back office is its own
 * app (sites/admin). Reads the built client assets (`pnpm build` first; skipped without a
 * build) for texts and tables that only the back office has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client/assets');

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

describe.skipIf(!fs.existsSync(assets))('the public site’s client bundles', () => {
  it('contain nothing of the back office', () => {
    const found = fs
      .readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => {
        const code = fs.readFileSync(path.join(assets, name), 'utf8');
        return BACK_OFFICE_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`);
      });
    expect(found).toEqual([]);
  });
});
