import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { Eyebrow } from '@joognoo/site-kit';

const Header = styled.header<{ $align: 'center' | 'start' }>`
  max-width: 44rem;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${vars.space['12']};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'start')};

  h2 {
    margin: 0;
    font-size: clamp(1.875rem, 1.4rem + 2vw, 3rem);
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.tight};
    letter-spacing: -0.025em;
    color: ${vars.color.foreground};
    text-wrap: balance;
  }

  p.intro {
    margin: ${vars.space['4']} 0 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
    text-wrap: pretty;
  }
`;

export interface SectionHeaderProps {
  /** Id of the section; the heading gets `${id}-heading` for `aria-labelledby`. */
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: 'center' | 'start';
}

/** Eyebrow, the section's H2 and an intro line. */
export function SectionHeader({ id, eyebrow, heading, intro, align = 'center' }: SectionHeaderProps) {
  return (
    <Header $align={align}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro ? <p className="intro">{intro}</p> : null}
    </Header>
  );
}

/** A full-width home section with generous vertical rhythm; `$tone="muted"` is the grey band. */
export const HomeBand = styled.section<{ $tone?: 'default' | 'muted' }>`
  padding-block: ${vars.space['20']};
  background: ${({ $tone }) => ($tone === 'muted' ? vars.color.surface : vars.color.background)};
  scroll-margin-top: 80px;

  ${media.md} {
    padding-block: ${vars.space['24']};
  }
`;
