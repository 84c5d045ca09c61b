import { vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div<{ $align: 'center' | 'start' }>`
  max-width: ${({ $align }) => ($align === 'center' ? '44rem' : '40rem')};
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${vars.space['12']};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'start')};
`;

export const SectionEyebrow = styled.p`
  margin: 0 0 ${vars.space['3']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
  color: ${vars.color.primary};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: clamp(1.75rem, 1.3rem + 1.9vw, 2.75rem);
  font-weight: ${vars.fontWeight.bold};
  line-height: 1.12;
  letter-spacing: -0.025em;
  color: ${vars.color.foreground};
  text-wrap: balance;
`;

export const SectionIntro = styled.p`
  margin: ${vars.space['4']} 0 0;
  font-size: clamp(1.0625rem, 1rem + 0.25vw, 1.1875rem);
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
  text-wrap: pretty;
`;

export interface SectionHeaderProps {
  /** id of the heading element (point the section's `aria-labelledby` at it). */
  headingId?: string | undefined;
  eyebrow?: string | undefined;
  heading: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  /** Heading level, default 2. */
  level?: 2 | 3;
  className?: string;
}

/** Eyebrow, section heading (h2 by default) and intro paragraph. */
export function SectionHeader({ headingId, eyebrow, heading, intro, align = 'center', level = 2, className }: SectionHeaderProps) {
  return (
    <Root $align={align} className={className}>
      {eyebrow ? <SectionEyebrow>{eyebrow}</SectionEyebrow> : null}
      <SectionTitle as={level === 3 ? 'h3' : 'h2'} id={headingId}>
        {heading}
      </SectionTitle>
      {intro ? <SectionIntro>{intro}</SectionIntro> : null}
    </Root>
  );
}
