import type { IconName as ContentIconName } from '../../content/pages/types';
import { contentBodies } from './content-glyphs';
import { interfaceGlyphs, type Glyph } from './interface-glyphs';

/**
 * The site's one icon lookup: every glyph a public page draws, by name. `@joognoo/ui`'s `Icon`
 * draws its glyphs with another grid and stroke (1.8), so none of these could come from it
 * without changing how the pages look. Decorative: always `aria-hidden`; the text beside an
 * icon, or the control holding it, carries the meaning.
 */

export type InterfaceIconName = keyof typeof interfaceGlyphs;
export type SiteIconName = ContentIconName | InterfaceIconName;

function glyphOf(name: SiteIconName): Glyph {
  if (name in interfaceGlyphs) return interfaceGlyphs[name as InterfaceIconName];
  return { body: contentBodies[name as ContentIconName], box: 24, stroke: 1.75, size: 24 };
}

export interface IconProps {
  name: SiteIconName;
  /** Pixel size (width and height); without it the glyph's own default, or the CSS around it. */
  size?: number;
  className?: string;
}

export function Icon({ name, size, className }: IconProps) {
  const glyph = glyphOf(name);
  const side = size ?? glyph.size;
  return (
    <svg
      className={className}
      width={side}
      height={side}
      viewBox={`0 0 ${glyph.box} ${glyph.box}`}
      fill={glyph.filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={glyph.stroke}
      strokeLinecap={glyph.ownCaps ? undefined : 'round'}
      strokeLinejoin={glyph.ownCaps ? undefined : 'round'}
      aria-hidden="true"
      focusable="false"
    >
      {glyph.body}
    </svg>
  );
}
