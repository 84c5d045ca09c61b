import { vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

type Size = 'md' | 'lg';

const Root = styled.div<{ $align: 'center' | 'start'; $size: Size }>`
  max-width: ${({ $align, $size }) => ($align === 'center' || $size === 'lg' ? '44rem' : '40rem')};
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${vars.space['12']};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'start')};
`;

export const SectionEyebrow = styled.p<{ $size?: Size }>`
  margin: 0 0 ${({ $size }) => ($size === 'lg' ? vars.space['4'] : vars.space['3'])};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
  color: ${vars.color.primary};
`;

export const SectionTitle = styled.h2<{ $size?: Size }>`
  margin: 0;
  font-size: ${({ $size }) => ($size === 'lg' ? 'clamp(1.875rem, 1.4rem + 2vw, 3rem)' : 'clamp(1.75rem, 1.3rem + 1.9vw, 2.75rem)')};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${({ $size }) => ($size === 'lg' ? vars.lineHeight.tight : '1.12')};
  letter-spacing: -0.025em;
  color: ${vars.color.foreground};
  text-wrap: balance;
`;

export const SectionIntro = styled.p<{ $size?: Size }>`
  margin: ${vars.space['4']} 0 0;
  font-size: ${({ $size }) => ($size === 'lg' ? vars.fontSize.lg : 'clamp(1.0625rem, 1rem + 0.25vw, 1.1875rem)')};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
  text-wrap: pretty;
`;

export interface SectionHeaderProps {
  /** id of the heading element (point the section's `aria-labelledby` at it). */
  headingId?: string | undefined;
  /** id of the section instead: the heading gets `${id}-heading`. */
  id?: string | undefined;
  eyebrow?: string | undefined;
  heading: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  /** Heading level, default 2. */
  level?: 2 | 3;
  /** `lg`: the home page's bigger section titles, in a `<header>`. */
  size?: Size;
  className?: string;
}

/** Eyebrow, section heading (h2 by default) and intro paragraph. */
export function SectionHeader({ headingId, id, eyebrow, heading, intro, align = 'center', level = 2, size = 'md', className }: SectionHeaderProps) {
  return (
    <Root as={size === 'lg' ? 'header' : 'div'} $align={align} $size={size} className={className}>
      {eyebrow ? <SectionEyebrow $size={size}>{eyebrow}</SectionEyebrow> : null}
      <SectionTitle as={level === 3 ? 'h3' : 'h2'} id={headingId ?? (id ? `${id}-heading` : undefined)} $size={size}>
        {heading}
      </SectionTitle>
      {intro ? (
        <SectionIntro className={size === 'lg' ? 'intro' : undefined} $size={size}>
          {intro}
        </SectionIntro>
      ) : null}
    </Root>
  );
}
