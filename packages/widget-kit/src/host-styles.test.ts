import { describe, expect, it } from 'vitest';
import { hostStyles } from './host-styles';

describe('hostStyles', () => {
  it('makes the frame and the root box size containers, so widgets lay out by their own width', () => {
    const css = hostStyles('0');
    expect(css).toContain('.joognoo-frame{all:initial;display:block;container-type:inline-size;}');
    expect(css).toMatch(/\.joognoo-root\{[^}]*container-type:inline-size;/);
  });

  it('given reserved heights, the root box takes each from its width on, narrowed by attributes', () => {
    const css = hostStyles('420px', [
      { from: 0, height: 1384, when: ':not([job])' },
      { from: 768, height: 842, when: ':not([job])' },
      { from: 442, height: 731 },
    ]);
    expect(css).toContain('min-height:420px;');
    expect(css).toContain(':host(:not([job])) .joognoo-root{min-height:1384px;}');
    expect(css).toContain('@container (min-width: 768px){:host(:not([job])) .joognoo-root{min-height:842px;}}');
    expect(css).toContain('@container (min-width: 442px){:host .joognoo-root{min-height:731px;}}');
  });

  it('sizes text in px, never rem: the page root font size does not reach the widget', () => {
    expect(hostStyles('0')).not.toMatch(/\drem/);
    expect(hostStyles('0')).toContain('font-size:var(--joognoo-font-size-base, 16px)');
  });
});
