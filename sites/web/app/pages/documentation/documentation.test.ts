import { describe, expect, it } from 'vitest';
import { API_CARDS, DOCS_OVERVIEW_CARDS, EXAMPLES_SECTION, GUIDES_SECTION } from './copy';
import { ACCELERATOR_GUIDES, AUTHENTICATION_GUIDE, FEATURED_GUIDES } from './guides';

describe('links', () => {
  const docsAnchors = new Set<string>([
    ...FEATURED_GUIDES.map((guide) => guide.id),
    ...ACCELERATOR_GUIDES.map((guide) => guide.id),
    GUIDES_SECTION.library.id,
    AUTHENTICATION_GUIDE.id,
    ...API_CARDS.map((card) => card.id),
    EXAMPLES_SECTION.integrations.id,
  ]);

  it('documentation cards never link to "#" and anchors exist', () => {
    expect(DOCS_OVERVIEW_CARDS).toHaveLength(6);
    for (const card of DOCS_OVERVIEW_CARDS) {
      expect(card.link.href).not.toBe('#');
      // Resources opens the widget docs; every other card a section of the page.
      if (card.id === 'resources') {
        expect(card.link.href).toBe('/developers/widgets');
        continue;
      }
      expect(card.link.href.startsWith('#')).toBe(true);
      expect(docsAnchors.has(card.link.href.slice(1))).toBe(true);
    }
    expect(docsAnchors.has(GUIDES_SECTION.viewAll.href.slice(1))).toBe(true);
  });

});

describe('guides', () => {
  it('every guide has numbered steps, each one paragraph', () => {
    for (const guide of [...FEATURED_GUIDES, ...ACCELERATOR_GUIDES, AUTHENTICATION_GUIDE]) {
      expect(guide.steps.length).toBeGreaterThanOrEqual(4);
      for (const step of guide.steps) expect(step.html).toMatch(/^<p>[^<]*(?:<[^p][^<]*)*<\/p>$/);
    }
    expect(AUTHENTICATION_GUIDE.intro).toBe('<p>Every API request is authenticated with a workspace API key sent as a bearer token over HTTPS.</p>');
  });
});
