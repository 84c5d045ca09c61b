import { describe, expect, it } from 'vitest';
import { shiftContentHeadings } from './content-headings';

describe('shiftContentHeadings', () => {
  it('moves every opening and closing heading tag by the offset, keeping attributes and text', () => {
    expect(shiftContentHeadings('<h2 id="a">Why</h2><p>h2 stays text</p><H3>How</H3>', 2)).toBe(
      '<h4 id="a">Why</h4><p>h2 stays text</p><h5>How</h5>',
    );
  });

  it('never goes past h6 and leaves other tags starting with h alone', () => {
    expect(shiftContentHeadings('<h5>a</h5><h6>b</h6><hr><header>c</header>', 3)).toBe(
      '<h6>a</h6><h6>b</h6><hr><header>c</header>',
    );
  });

  it('with offset 0, returns the HTML as it was', () => {
    expect(shiftContentHeadings('<h2>Why</h2>', 0)).toBe('<h2>Why</h2>');
  });
});
