import { Container, vars, media } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRow } from './ButtonRow';

const Root = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${vars.space['20']} ${vars.space['16']};
  background:
    radial-gradient(60rem 28rem at 50% -8rem, rgba(67, 56, 202, 0.09), transparent 70%),
    linear-gradient(180deg, #f8f8fb 0%, ${vars.color.background} 100%);
  text-align: center;

  ${media.md} {
    padding-block: ${vars.space['32']} ${vars.space['24']};
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${vars.space['4']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
  color: ${vars.color.primary};
`;

const Title = styled.h1`
  margin: 0 auto;
  max-width: 60rem;
  font-size: clamp(2.25rem, 1.4rem + 3.6vw, 4rem);
  font-weight: ${vars.fontWeight.bold};
  line-height: 1.08;
  letter-spacing: -0.03em;
  color: ${vars.color.foreground};
  text-wrap: balance;
`;

const Intro = styled.p`
  margin: ${vars.space['6']} auto 0;
  max-width: 40rem;
  font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.3125rem);
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
  text-wrap: pretty;
`;

export interface PageHeroProps {
  eyebrow?: string | undefined;
  heading: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The top of a page: eyebrow, the page's H1, an intro and optional actions. */
export function PageHero({ eyebrow, heading, intro, actions, children }: PageHeroProps) {
  return (
    <Root>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{heading}</Title>
        {intro ? <Intro>{intro}</Intro> : null}
        {actions ? <ButtonRow>{actions}</ButtonRow> : null}
        {children}
      </Container>
    </Root>
  );
}
