import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

/**
 * The icon set of every widget: line icons on a 24px grid, drawn with the current colour.
 * Add an icon here (once) rather than beside a widget.
 *
 * Arrows and chevrons are named by the writing direction, not by a side: `arrow-start`
 * points to where a line of text starts (left in English, right in Arabic), the way "back"
 * goes; `arrow-end` the other way. They are drawn for left-to-right text and mirrored where
 * the text runs right to left (see `directional`).
 */
const ICONS = {
  'arrow-start': <path d="M19 12H5M11 6l-6 6 6 6" />,
  'arrow-end': <path d="M5 12h14M13 6l6 6-6 6" />,
  'chevron-start': <path d="M15 6l-6 6 6 6" />,
  'chevron-end': <path d="M9 6l6 6-6 6" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  money: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </>
  ),
  ticket: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M8 4v16M12 9h5M12 13h5M12 17h3" />
    </>
  ),
  workflow: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="6" cy="18" r="2.5" />
      <circle cx="18" cy="12" r="2.5" />
      <path d="M6 8.5v7M8.3 6.8l7.4 4M8.3 17.2l7.4-4" />
    </>
  ),
  spark: (
    <>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
    </>
  ),
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />,
  review: (
    <>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  gauge: (
    <>
      <path d="M4 18a9 9 0 1 1 16 0" />
      <path d="M12 14l4-5" />
      <circle cx="12" cy="14" r="1.5" />
    </>
  ),
  flask: (
    <>
      <path d="M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
      <path d="M7.5 15h9" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.8c1.6.8 2.7 2.6 3 5.2" />
    </>
  ),
  more: (
    <>
      <circle cx="5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="19" cy="12" r="1.2" fill="currentColor" />
    </>
  ),
  pencil: <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />,
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
    </>
  ),
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

/** Every icon name, e.g. for a picker or a test. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** The icons that point along the line of text: mirrored in right-to-left text. */
export const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set<IconName>(['arrow-start', 'arrow-end', 'chevron-start', 'chevron-end']);

/**
 * Mirrored where the text runs right to left. `:dir()` follows the `dir` attributes (a
 * widget's root, the page's `<html dir>`), also into a shadow root; `scale` leaves any
 * `transform` of the page's own CSS in place.
 */
const Mirrored = styled.svg`
  &:dir(rtl) {
    scale: -1 1;
  }
`;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  name: IconName;
  /**
   * Width and height: a number of pixels or a CSS length. Without it the icon has no size
   * of its own, and the surrounding CSS (`svg { width: ... }`) sizes it.
   */
  size?: number | string;
  /** An accessible name: the icon is then an image (`role="img"`). Without it it is decorative and hidden. */
  label?: string;
  /**
   * Mirror the icon in right-to-left text, as an arrow that shows the way along a line must
   * be. Default: true for the arrows and chevrons that point along the line
   * (`DIRECTIONAL_ICONS`), false for every other icon.
   */
  directional?: boolean;
}

/**
 * One icon of the set: `aria-hidden` unless it has a `label`, sized by `size` or by CSS;
 * a directional one carries `data-directional` and is mirrored in right-to-left text.
 */
export function Icon({ name, size, label, directional = DIRECTIONAL_ICONS.has(name), ...rest }: IconProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const };
  const Svg = directional ? Mirrored : 'svg';
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      {...(size !== undefined ? { width: size, height: size } : {})}
      {...(directional ? { 'data-directional': '' } : {})}
      {...a11y}
      {...rest}
    >
      {ICONS[name]}
    </Svg>
  );
}
