import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STALE_UPLOAD_MS, removeStaleUploads } from './index.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the upload folders left by a killed process', () => {
  it('are deleted at start when older than an hour; a running request’s folder stays', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-stale-'));
    dirs.push(dir);
    const now = Date.now();
    const old = path.join(dir, 'joognoo-upload-old');
    const fresh = path.join(dir, 'joognoo-upload-fresh');
    for (const folder of [old, fresh]) {
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'cv'), 'half a CV');
    }
    const longAgo = new Date(now - STALE_UPLOAD_MS - 60_000);
    fs.utimesSync(old, longAgo, longAgo);

    expect(await removeStaleUploads(dir, now)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['joognoo-upload-fresh']);
    expect(fs.readFileSync(path.join(fresh, 'cv'), 'utf8')).toBe('half a CV');
  });

  it('are nothing to do when the folder was never made', async () => {
    expect(await removeStaleUploads(path.join(os.tmpdir(), 'joognoo-never-made-0'))).toBe(0);
  });
});
