/**
 * The text of `src/embed.css` (served as `/embed/v1/embed.css` and inlined in every
 * snippet): the `:not(:defined)` rules that make a page reserve each widget's space from
 * its first paint, before the loader runs (no layout shift). Generated from the heights
 * the widgets themselves reserve (`reservedHeights` and `minHeight` of `defineWidget`), so
 * the two cannot drift apart: `embed-css.test.ts` checks the file against this.
 *
 * An undefined element is a block and its own size container; its `::before` takes the
 * widget's height for the element's width (`@container`). Once the element is defined the
 * rules stop applying and the widget's shadow root reserves the same height.
 */

export interface EmbedCssWidget {
  tag: string;
  /** The floor (`defineWidget`'s `minHeight`), in px. */
  minHeight?: number;
  /** Exact heights per band of width (`defineWidget`'s `reservedHeights`). */
  reserved?: ReadonlyArray<{ from: number; height: number; when?: string }>;
}

export function embedCss(widgets: readonly EmbedCssWidget[]): string {
  const undefinedTags = widgets.map((w) => `${w.tag}:not(:defined)`).join(',');
  const lines = [
    '/* Joognoo widgets: reserve their space before the loader runs (no layout shift). */',
    `${undefinedTags}{display:block;container-type:inline-size}`,
  ];
  const exact = widgets.filter((w) => w.reserved?.length);
  if (exact.length > 0) lines.push(`${exact.map((w) => `${w.tag}:not(:defined)::before`).join(',')}{content:"";display:block}`);
  for (const w of widgets) {
    if (w.minHeight) lines.push(`${w.tag}:not(:defined){min-height:${w.minHeight}px}`);
    for (const { from, height, when } of w.reserved ?? []) {
      const rule = `${w.tag}${when ?? ''}:not(:defined)::before{height:${height}px}`;
      lines.push(from > 0 ? `@container (min-width:${from}px){${rule}}` : rule);
    }
  }
  return `${lines.join('\n')}\n`;
}
