import { readdir, readFile } from 'node:fs/promises';
import { BRAND } from '@joognoo/schemas';
import { describe, expect, it } from 'vitest';

/** Copy and Markdown of these pages name the brand through BRAND or `{{brand}}` placeholders only. */
const FOLDERS = ['legal', 'documentation', 'services', 'use-cases'];

describe('page copy', () => {
  it('never hard-codes the brand name', async () => {
    for (const folder of FOLDERS) {
      const dir = new URL(`./${folder}/`, import.meta.url);
      for (const file of await readdir(dir, { recursive: true })) {
        const isCopy = /(^|\/)copy\.ts$/.test(file) || file.endsWith('.md');
        if (!isCopy) continue;
        const source = (await readFile(new URL(file, dir), 'utf8')).replace(/@joognoo\/schemas/g, '');
        const code = source.split('\n').filter((line) => !line.trim().startsWith('*') && !line.trim().startsWith('/**'));
        expect(code.join('\n'), `${folder}/${file}`).not.toMatch(new RegExp(BRAND.name, 'i'));
      }
    }
  });
});
