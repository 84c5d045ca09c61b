/**
 * The embedded newsletter box's height per band of width (no layout shift): the element
 * reserves it from its first frame (`defineWidget`'s `reservedHeights`, and `embed.css` of
 * sites/embed before the loader runs), and the box fills it, its content at the top. Each
 * height is the box's natural height with the default heading and description at the
 * narrowest width of its band (where its text wraps most), measured in Chromium on Linux,
 * whose fonts are wider than the system fonts of macOS and Windows, so the box fits at
 * every width of the band. Bands change where the layout does: the heading takes one line
 * less from 304 px, the description from 320 px and again from 566 px, and the field and
 * the button go side by side from 690 px (640 px of the box's content, `container.sm`).
 * A custom `heading` or `description` longer than the defaults may make the box taller
 * than its reservation (see README). Keep `embed.css` in step (its test compares them).
 */

/** [from element width in px, height in px], narrowest band first. */
export const NEWSLETTER_HEIGHTS: ReadonlyArray<readonly [from: number, height: number]> = [
  [0, 322],
  [304, 296],
  [320, 275],
  [566, 254],
  [690, 202],
];

/** `defineWidget`'s `reservedHeights`. */
export const NEWSLETTER_RESERVED_HEIGHTS: ReadonlyArray<{ from: number; height: number }> = NEWSLETTER_HEIGHTS.map(
  ([from, height]) => ({ from, height }),
);

/** The box's own `min-height` when embedded (a direct child of the widget's root box). */
export const newsletterHeightRules: string = NEWSLETTER_HEIGHTS.map(([from, height]) => {
  const rule = `.joognoo-root > & { min-height: ${height}px; }`;
  return from === 0 ? rule : `@container (min-width: ${from}px) { ${rule} }`;
}).join('\n');
