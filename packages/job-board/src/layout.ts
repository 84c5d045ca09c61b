/**
 * The job list's fixed geometry (no layout shift): every card has the same height, the
 * list shows one page of `JOB_PAGE_SIZE` positions, and the list area keeps the height of
 * a full page whatever it holds (skeletons, cards, fewer cards, the empty or failed text),
 * so the skeleton and the loaded list are exactly the same size at every width. More
 * positions than a page: 'Show all positions' below opens the rest (a shift the visitor
 * asked for, which CLS does not count).
 *
 * The page's `embed.css` (sites/embed) reserves the same heights before the loader runs:
 * keep the two in step (its test reads these numbers).
 */
import { LIMITS } from '@joognoo/schemas';

/** Positions on the first page (as many as skeleton cards while loading). */
export const JOB_PAGE_SIZE: number = LIMITS.jobListSkeletons;

/** The parts of a card, in px: border, padding, rows and gaps all fixed. */
export const JOB_CARD = {
  border: 1,
  padding: 24,
  gap: 16,
  /** Department: one line of 14 px text at line height 1.5. */
  department: 21,
  /** Title: at most two lines of 20 px text at line height 1.3. */
  title: 52,
  /** Location, type and salary: a line each (21 px), 8 px apart. */
  facts: 3 * 21 + 2 * 8,
  /** 'View Details': 8 px above a 36 px button. */
  actions: 8 + 36,
} as const;

/** Height of every job card (and of its skeleton): 278 px. */
export const JOB_CARD_HEIGHT =
  2 * JOB_CARD.border +
  2 * JOB_CARD.padding +
  JOB_CARD.department +
  JOB_CARD.title +
  JOB_CARD.gap +
  JOB_CARD.facts +
  JOB_CARD.gap +
  JOB_CARD.actions;

/** Space between cards. */
export const JOB_GRID_GAP = 24;

/** The row under the cards that holds 'Show all positions' (24 px above a 36 px button), always reserved. */
export const JOB_LIST_FOOTER = 24 + 36;

/** Height of the list area with `columns` columns (the cards of one page and the footer row). */
export function jobListAreaHeight(columns: 1 | 2): number {
  const rows = Math.ceil(JOB_PAGE_SIZE / columns);
  return rows * JOB_CARD_HEIGHT + (rows - 1) * JOB_GRID_GAP + JOB_LIST_FOOTER;
}

/** The list page around the area: padding (top and bottom) and the heading's line and margin. */
export const JOB_BOARD_PAGE = {
  /** Narrow: 40 px above and below (16 px at the sides); from 768 px of width: 64 px (24 px at the sides). */
  padding: { narrow: 40, wide: 64 },
  sidePadding: { narrow: 16, wide: 24 },
  /** 'Current Openings': one line of 24 px text (28 px line), 36 px (42 px line) from 640 px of the page's content. */
  heading: { small: 28, large: 42 },
  headingMargin: 32,
} as const;

/** Element width from which the page has its wide padding (the widget's root box is the container). */
export const JOB_BOARD_WIDE_FROM = 768;
/** Content width (of the page) from which cards go two by two and the heading grows. */
export const JOB_GRID_TWO_COLUMNS_FROM = 640;

/**
 * The list widget's height per band of its own width (`defineWidget`'s `reservedHeights`
 * and `embed.css`): 1384 px below 672 px, 794 px from 672 px, 842 px from 768 px.
 * Not for one job's detail (a non-empty `job`), whose height follows its text.
 */
export const JOB_BOARD_RESERVED_HEIGHTS: ReadonlyArray<{ from: number; height: number; when: string }> = (() => {
  const { padding, sidePadding, heading, headingMargin } = JOB_BOARD_PAGE;
  const band = (from: number, pad: number, columns: 1 | 2) => ({
    from,
    height: 2 * pad + (columns === 2 ? heading.large : heading.small) + headingMargin + jobListAreaHeight(columns),
    // No job, or an empty one (a page template that fills `job="{{slug}}"` only on a job's page).
    when: ':not([job]:not([job=""]))',
  });
  return [
    band(0, padding.narrow, 1),
    band(JOB_GRID_TWO_COLUMNS_FROM + 2 * sidePadding.narrow, padding.narrow, 2),
    band(JOB_BOARD_WIDE_FROM, padding.wide, 2),
  ];
})();
