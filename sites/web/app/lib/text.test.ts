import { describe, expect, it } from 'vitest';
import { humanizeSlug, truncate } from './text';

describe('humanizeSlug', () => {
  it('turns a slug into words with capitals', () => {
    expect(humanizeSlug('ai-governance_in-2025')).toBe('Ai Governance In 2025');
  });
});

describe('truncate', () => {
  it('keeps short text as it is', () => {
    expect(truncate('Short text.', 160)).toBe('Short text.');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const result = truncate('Carbon accounting and ESG reporting, audited and ready for disclosure', 40);
    expect(result).toBe('Carbon accounting and ESG reporting…');
    expect(result.length).toBeLessThanOrEqual(40);
  });
});
