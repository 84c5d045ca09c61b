import type { HTMLAttributes } from 'react';

/**
 * Heading levels for components that are placed inside someone else's page outline (widgets,
 * panels): the page says which level the component's top heading takes, and every heading
 * below it follows, so the page keeps one h1 and no skipped levels.
 */

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * A top heading level from any number (an attribute arrives as whatever the page wrote):
 * rounded and kept within 1..`deepest`, so the headings under it still fit above h6;
 * not a finite number -> `fallback`.
 */
export function toHeadingLevel(value: unknown, fallback: HeadingLevel, deepest: HeadingLevel = 6): HeadingLevel {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.max(1, Math.min(deepest, Math.round(value))) as HeadingLevel;
}

/** The tag of a heading `offset` levels below `level` (never deeper than h6). */
export function headingTag(level: number, offset = 0): HeadingTag {
  return `h${Math.max(1, Math.min(6, level + offset))}` as HeadingTag;
}

/**
 * Matches a heading of any level: styles written for "the title of this box" keep working
 * whichever level the page gave it.
 */
export const ANY_HEADING = ':is(h1, h2, h3, h4, h5, h6)';

export interface LevelHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The level of the heading element (already fitted to the outline, see `toHeadingLevel`). */
  level: number;
}

/**
 * A heading element of the given level, unstyled: its container styles it via `ANY_HEADING`.
 * Its text is isolated (`<bdi>`): the heading stands at the start of the line in the widget's
 * direction, while its punctuation follows its own language (an English "Interested in this
 * role?" on an Arabic page ends with its question mark).
 */
export function LevelHeading({ level, children, ...rest }: LevelHeadingProps) {
  const Tag = headingTag(level);
  return (
    <Tag {...rest}>
      <bdi>{children}</bdi>
    </Tag>
  );
}
