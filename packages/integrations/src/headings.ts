export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The tag of a heading `offset` levels below `level` (never deeper than h6). */
export function headingTag(level: number, offset = 0): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const clamped = Math.max(1, Math.min(6, level + offset));
  return `h${clamped}` as 'h1';
}
