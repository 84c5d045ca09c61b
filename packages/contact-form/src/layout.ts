/**
 * The embedded contact form's height per band of width (no layout shift): the element
 * reserves it from its first frame (`defineWidget`'s `reservedHeights`, and `embed.css` of
 * sites/embed before the loader runs), and the form fills it, its submit button at the
 * bottom. Each height is the form's natural height at the narrowest width of its band
 * (where its text wraps most), measured in Chromium on Linux, whose fonts are wider than
 * the system fonts of macOS and Windows, so the form fits at every width of the band.
 * Bands change where the layout does: the names go side by side at 442 px (400 px of the
 * form's content), the padding grows at 640 px. Keep `embed.css` in step (its test
 * compares them).
 */
import type { ContactFormVariant } from './variants';

/** Names side by side from this width of the form's own content box. */
export const CONTACT_FORM_ROW_QUERY = '@container (min-width: 400px)';

/** [from element width in px, height in px] per variant, narrowest band first. */
export const CONTACT_FORM_HEIGHTS: Readonly<Record<ContactFormVariant, ReadonlyArray<readonly [from: number, height: number]>>> = {
  contact: [
    [0, 844],
    [442, 731],
    [640, 747],
  ],
  about: [
    [0, 865],
    [442, 751],
    [640, 767],
  ],
  home: [
    [0, 914],
    [290, 865],
    [442, 751],
    [640, 747],
  ],
};

/** The element's default variant (its bands need no attribute selector). */
const DEFAULT_VARIANT: ContactFormVariant = 'contact';

/** `defineWidget`'s `reservedHeights`: the default variant's bands, then the others' by attribute. */
export const CONTACT_FORM_RESERVED_HEIGHTS: ReadonlyArray<{ from: number; height: number; when?: string }> = (
  Object.keys(CONTACT_FORM_HEIGHTS) as ContactFormVariant[]
).flatMap((variant) =>
  CONTACT_FORM_HEIGHTS[variant].map(([from, height]) => ({
    from,
    height,
    ...(variant === DEFAULT_VARIANT ? {} : { when: `[variant="${variant}" i]` }),
  })),
);

/** The form's own `min-height` when embedded (a direct child of the widget's root box). */
export const contactFormHeightRules: string = (Object.keys(CONTACT_FORM_HEIGHTS) as ContactFormVariant[])
  .flatMap((variant) =>
    CONTACT_FORM_HEIGHTS[variant].map(([from, height]) => {
      const rule = `.joognoo-root > &[data-variant='${variant}'] { min-height: ${height}px; }`;
      return from === 0 ? rule : `@container (min-width: ${from}px) { ${rule} }`;
    }),
  )
  .join('\n');
