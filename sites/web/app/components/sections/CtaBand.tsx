import { Container, media, vars } from '@joognoo/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { CtaBand as CtaBandContent } from '../../content/pages/types';
import { ButtonLink } from './ButtonLink';
import { ButtonRow } from '@joognoo/site-kit';

const Root = styled.section`
  padding-block: ${vars.space['16']};

  ${media.md} {
    padding-block: ${vars.space['24']};
  }
`;

const Panel = styled.div`
  padding: ${vars.space['12']} ${vars.space['6']};
  border-radius: 28px;
  background:
    radial-gradient(40rem 20rem at 85% -20%, rgba(37, 99, 235, 0.45), transparent 70%),
    linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #3730a3 100%);
  color: #ffffff;
  text-align: center;
  /* Buttons and focus rings inside the dark panel: white outline button, white ring. */
  --joognoo-color-primary: #ffffff;
  --joognoo-color-primary-foreground: #312e81;
  --joognoo-color-focus-ring: #ffffff;

  ${media.md} {
    padding: ${vars.space['20']} ${vars.space['12']};
  }
`;

const Heading = styled.h2`
  margin: 0 auto;
  max-width: 36rem;
  font-size: clamp(1.75rem, 1.3rem + 1.9vw, 2.75rem);
  font-weight: ${vars.fontWeight.bold};
  line-height: 1.12;
  letter-spacing: -0.025em;
  text-wrap: balance;
`;

const Text = styled.p`
  margin: ${vars.space['4']} auto 0;
  max-width: 34rem;
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.relaxed};
  color: rgba(255, 255, 255, 0.82);
`;

export interface CtaBandProps {
  content: CtaBandContent;
  className?: string;
}

/** Closing call to action: heading, line of text, a primary and an optional secondary button on a deep indigo panel. */
export function CtaBand({ content, className }: CtaBandProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} className={className}>
      <Container>
        <Panel>
          <Heading id={headingId}>{content.heading}</Heading>
          <Text>{content.text}</Text>
          <ButtonRow>
            <ButtonLink cta={content.primary} variant="apple-inverted" />
            {content.secondary ? <ButtonLink cta={content.secondary} variant="apple-outline" /> : null}
          </ButtonRow>
        </Panel>
      </Container>
    </Root>
  );
}
