/**
 * Joognoo design tokens: the single source of every colour, size and timing the
 * primitives use. `theme.ts` turns them into `--joognoo-*` CSS custom properties.
 *
 * Key names become CSS variable names: `color.primaryForeground` is
 * `--joognoo-color-primary-foreground`, `radius.md` is `--joognoo-radius-md`.
 *
 * Sizes are in px, never rem: a widget on a partner page must not grow or shrink with
 * the page's root font size (`html { font-size: 62.5% }` is common). The values are the
 * former rem scale at 16 px, so a page at the default size looks the same.
 */

/**
 * The system faces of the Latin text first, then a real face for each script the widgets
 * speak beyond Latin, from the fonts the systems ship (nothing is downloaded): Arabic
 * ("Noto Sans Arabic" and "Noto Naskh Arabic" on Linux and Android, "Geeza Pro" and "SF
 * Arabic" on Apple systems, "Segoe UI" above and "Segoe UI Arabic" or Tahoma on Windows),
 * Devanagari for Hindi and Simplified Chinese. A browser takes each character from the first
 * face that has it, so English text keeps the Latin faces and their metrics.
 */
export const fontFamily = [
  '-apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans"',
  '"Noto Sans Arabic", "Noto Naskh Arabic", "Geeza Pro", "SF Arabic", "Segoe UI Arabic", Tahoma',
  '"Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", Mangal',
  '"Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei"',
  'sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
].join(', ');

export const fontFamilyMono =
  'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

export const tokens = {
  color: {
    /** Brand: deep indigo. */
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryActive: '#312e81',
    primaryForeground: '#ffffff',
    primarySubtle: '#eef2ff',
    /** Gradient end for the `apple-gradient` button and hero accents. */
    accent: '#2563eb',
    background: '#ffffff',
    foreground: '#1d1d1f',
    surface: '#f5f5f7',
    surfaceHover: '#e8e8ed',
    muted: '#6e6e73',
    border: '#d2d2d7',
    borderStrong: '#86868b',
    input: '#d2d2d7',
    inverted: '#1d1d1f',
    invertedForeground: '#ffffff',
    success: '#15803d',
    successForeground: '#ffffff',
    successSubtle: '#dcfce7',
    destructive: '#dc2626',
    destructiveHover: '#b91c1c',
    destructiveForeground: '#ffffff',
    destructiveSubtle: '#fef2f2',
    focusRing: '#4338ca',
    overlay: 'rgba(17, 17, 26, 0.45)',
    skeleton: '#ececf0',
  },
  font: {
    family: fontFamily,
    familyMono: fontFamilyMono,
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    base: '16px',
    lg: '18px',
    xl: '20px',
    '2xl': '24px',
    '3xl': '30px',
    '4xl': '36px',
    '5xl': '48px',
    '6xl': '60px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.15',
    snug: '1.3',
    normal: '1.5',
    relaxed: '1.7',
  },
  letterSpacing: {
    tight: '-0.02em',
    normal: '0',
    wide: '0.02em',
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
    '20': '80px',
    '24': '96px',
    '32': '128px',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '14px',
    xl: '20px',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.05)',
    md: '0 4px 12px rgba(0, 0, 0, 0.08), 0 1px 3px rgba(0, 0, 0, 0.05)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.12), 0 2px 6px rgba(0, 0, 0, 0.06)',
    xl: '0 24px 64px rgba(0, 0, 0, 0.18)',
  },
  breakpoint: {
    sm: '640px',
    md: '768px',
    lg: '1024px',
    xl: '1280px',
    '2xl': '1536px',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1300',
    drawer: '1400',
    popover: '1500',
    toast: '1700',
  },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    easingOut: 'cubic-bezier(0.16, 1, 0.3, 1)',
  },
  layout: {
    containerMaxWidth: '1200px',
    containerPadding: '24px',
    focusRingWidth: '2px',
    focusRingOffset: '2px',
  },
} as const;

export type Tokens = typeof tokens;
export type Breakpoint = keyof Tokens['breakpoint'];
