/**
 * The default font stack renders every shipped language with a real face of its script from
 * the fonts the systems ship (nothing downloaded), and English with its Latin faces as before.
 */
import { describe, expect, it } from 'vitest';
import { fontFamily } from './tokens';

describe('the font stack', () => {
  it('keeps the Latin faces first, then real faces for Arabic, Devanagari and Simplified Chinese, before the generic family', () => {
    const faces = fontFamily.split(/\s*,\s*/).map((face) => face.replace(/"/g, ''));
    const at = (face: string) => faces.indexOf(face);
    expect(faces.slice(0, 8)).toEqual(['-apple-system', 'BlinkMacSystemFont', 'SF Pro Text', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'Noto Sans']);
    for (const face of ['Noto Sans Arabic', 'Noto Naskh Arabic', 'Geeza Pro', 'Noto Sans Devanagari', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei']) {
      expect(at(face), face).toBeGreaterThan(at('Noto Sans'));
      expect(at(face), face).toBeLessThan(at('sans-serif'));
    }
  });
});
