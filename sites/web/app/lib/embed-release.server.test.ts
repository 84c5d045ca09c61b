import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { servedEmbedRelease } from './embed-release.server';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function manifestIn(dir: string, version: string, integrity: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'embed-manifest.json'), JSON.stringify({ version, loader: 'loader.js', integrity: { 'loader.js': integrity } }));
}

describe('servedEmbedRelease (the docs pin snippet)', () => {
  it('names the latest build and the integrity of the kept release at /embed/<version>/, which a rebuild without a new version leaves as it was', () => {
    root = mkdtempSync(path.join(tmpdir(), 'joognoo-release-'));
    manifestIn(path.join(root, 'v1'), '1.2.0', 'sha384-rebuilt');
    manifestIn(path.join(root, '1.2.0'), '1.2.0', 'sha384-released');
    expect(servedEmbedRelease(path.join(root, 'v1'), root)).toEqual({ version: '1.2.0', loaderIntegrity: 'sha384-released' });
  });

  it("without a kept release (or its directory) it uses the latest build's manifest; without a build, no integrity", () => {
    root = mkdtempSync(path.join(tmpdir(), 'joognoo-release-'));
    manifestIn(path.join(root, 'v1'), '1.2.0', 'sha384-latest');
    expect(servedEmbedRelease(path.join(root, 'v1'), root)).toEqual({ version: '1.2.0', loaderIntegrity: 'sha384-latest' });
    expect(servedEmbedRelease(path.join(root, 'v1'))).toEqual({ version: '1.2.0', loaderIntegrity: 'sha384-latest' });
    expect(servedEmbedRelease(path.join(root, 'missing')).loaderIntegrity).toBeNull();
  });
});
