import { Container, Section } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled(Section)`
  scroll-margin-top: 80px;
`;

export interface PageSectionProps {
  /** Anchor id of the section ('#id' links scroll here with the 80 px header offset). */
  id?: string | undefined;
  /** id of the heading that names the section. */
  labelledBy?: string | undefined;
  tone?: 'default' | 'muted';
  spacing?: 'sm' | 'md' | 'lg';
  /** Container width: sm 720px, md 960px, default 1200px. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  children: ReactNode;
}

/** A page band: `<section>` with vertical rhythm, optional grey tone and a centred container. */
export function PageSection({ id, labelledBy, tone = 'default', spacing = 'md', size = 'lg', className, children }: PageSectionProps) {
  return (
    <Root id={id} aria-labelledby={labelledBy} $tone={tone} $spacing={spacing} className={className}>
      <Container $size={size}>{children}</Container>
    </Root>
  );
}
