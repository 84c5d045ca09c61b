import type { ReactNode } from 'react';

/**
 * How one glyph is drawn: its body, its grid (`box`, the viewBox side), its stroke width and the
 * size it takes when the caller gives none (none: the surrounding CSS sizes it). `ownCaps`: the
 * body sets its own line caps and joins, so the svg sets none.
 */
export interface Glyph {
  body: ReactNode;
  box: number;
  stroke: number;
  size?: number;
  filled?: boolean;
  ownCaps?: boolean;
}

/** Lucide-style glyphs of 24 px, stroke 2, for 14-18 px controls and meta lines (copy, play, list ticks). */
function bold(d: string, filled = false): Glyph {
  return { body: <path d={d} />, box: 24, stroke: 2, size: 16, filled };
}

/** Lucide-style glyphs of 24 px, stroke 1.75, shown at 18 px beside contact links. */
function contact(body: ReactNode): Glyph {
  return { body, box: 24, stroke: 1.75, size: 18 };
}

/** Glyphs sized by their container's CSS, each with its own grid and stroke. */
function framed(box: number, stroke: number, body: ReactNode): Glyph {
  return { body, box, stroke, ownCaps: true };
}

/**
 * The site's interface glyphs (everything that is not a content `IconName`). Where a content
 * name is drawn again here with a heavier stroke for small sizes, the name says so (`-bold`).
 */
export const interfaceGlyphs = {
  check: bold('M20 6 9 17l-5-5'),
  'arrow-right': bold('M5 12h14m-7-7 7 7-7 7'),
  copy: bold(
    'M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2zM4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2',
  ),
  play: bold('m7 4 13 8-13 8z', true),
  clock: bold('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2'),
  'calendar-bold': bold('M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18'),
  'map-pin-bold': bold('M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM9 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0'),
  download: bold('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3'),
  'users-bold': bold(
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  ),

  mail: contact(
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </>,
  ),
  phone: contact(
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
  ),
  'external-link': contact(<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />),

  'chevron-down': framed(12, 1.6, <path d="M2.5 4.5L6 8l3.5-3.5" strokeLinecap="round" strokeLinejoin="round" />),
  menu: framed(20, 1.6, <path d="M3 6.5h14M3 13.5h14" strokeLinecap="round" />),
  'arrow-right-thin': framed(16, 1.6, <path d="M3 8h10M9 4l4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />),
  tick: framed(20, 2, <path d="M5 10.5l3.2 3.2L15 6.8" strokeLinecap="round" strokeLinejoin="round" />),
  'tick-small': framed(16, 2, <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />),
  'shield-tick': framed(
    24,
    1.7,
    <>
      <path d="M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6l7-3z" strokeLinejoin="round" />
      <path d="M8.8 12.2l2.2 2.2 4.2-4.4" strokeLinecap="round" strokeLinejoin="round" />
    </>,
  ),
  spark: framed(
    24,
    1.7,
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.5 2.5M15.2 15.2l2.5 2.5M6.3 17.7l2.5-2.5M15.2 8.8l2.5-2.5" strokeLinecap="round" />,
  ),
  plug: framed(24, 1.7, <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0V8zM12 17v4" strokeLinecap="round" strokeLinejoin="round" />),
  'phone-handset': framed(
    24,
    1.7,
    <path
      d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"
      strokeLinejoin="round"
    />,
  ),
  envelope: framed(
    24,
    1.7,
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M4 7l8 6 8-6" strokeLinecap="round" strokeLinejoin="round" />
    </>,
  ),
  pin: framed(
    24,
    1.7,
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" strokeLinejoin="round" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>,
  ),
} satisfies Record<string, Glyph>;
