/**
 * Small interface glyphs (24px grid, lucide-style strokes) used by the offerings pages:
 * list ticks, arrows, copy, play, clock, download. The content modules' `IconName`s are
 * drawn by `ContentIcon` in `../sections`. Decorative: always `aria-hidden`; the text
 * beside an icon carries the meaning.
 */

export type UiIconName = 'check' | 'arrow-right' | 'copy' | 'play' | 'clock' | 'calendar' | 'map-pin' | 'download' | 'users';

const paths: Record<UiIconName, string> = {
  check: 'M20 6 9 17l-5-5',
  'arrow-right': 'M5 12h14m-7-7 7 7-7 7',
  copy: 'M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2zM4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2',
  play: 'm7 4 13 8-13 8z',
  clock: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2',
  calendar: 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18',
  'map-pin': 'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM9 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  users: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
};

export interface IconProps {
  name: UiIconName;
  /** Pixel size (width and height); default 16. */
  size?: number;
  className?: string;
}

export function Icon({ name, size = 16, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
