import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The DOM environment's URL is not Node's: resolve the folder from the test's own path.
const dir = path.resolve(__dirname);
const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')] as const);

describe('ui styles', () => {
  it('use no rem (widgets must not follow the host page root font size)', () => {
    const offenders = sources.filter(([, text]) => /\d(?:\.\d+)?rem\b/.test(text)).map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('use no data: images (a strict img-src policy blocks them)', () => {
    const offenders = sources.filter(([, text]) => /url\(["']?data:/.test(text)).map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
