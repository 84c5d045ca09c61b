// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { CaseStudyCard } from './case-study-card';
import { makeCaseStudy } from './fixtures';
import { DefaultLink } from '@joognoo/widget-kit';

function featuredCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(<CaseStudyCard caseStudy={makeCaseStudy()} href="/case-studies/x" Link={DefaultLink} featured />),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('the featured card layout', () => {
  it('drops the 16:9 ratio of the cover in the side-by-side layout, so the cover cannot spill over the text column', () => {
    // With `height: 100%` in a grid row, a kept aspect-ratio sizes the width from the
    // height and the cover overflows its column (seen on /case-studies at 1280 px).
    const css = featuredCss().replace(/\s+/g, ' ');
    const lg = css.match(/@container \(min-width: ?1024px\) ?\{(.*?)\}\s*\}/g) ?? [];
    expect(lg.some((block) => /aspect-ratio: ?auto/.test(block) && /height: ?100%/.test(block))).toBe(true);
    // Below lg the cover keeps its 16:9 box.
    expect(css).toMatch(/aspect-ratio: ?16 ?\/ ?9/);
  });
});
