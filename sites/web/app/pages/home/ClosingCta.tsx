import { Button, Container, media, vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { home } from './copy';

const Panel = styled.section`
  margin: 0 auto;
  padding: ${vars.space['16']} ${vars.space['6']};
  border-radius: 28px;
  background:
    radial-gradient(40rem 20rem at 85% -10%, rgba(37, 99, 235, 0.45), transparent 70%),
    radial-gradient(36rem 18rem at 0% 110%, rgba(67, 56, 202, 0.55), transparent 70%),
    ${vars.color.inverted};
  color: ${vars.color.invertedForeground};
  text-align: center;

  ${media.md} {
    padding: ${vars.space['20']} ${vars.space['12']};
  }

  h2 {
    max-width: 40rem;
    margin: 0 auto;
    font-size: clamp(1.875rem, 1.4rem + 2vw, 3rem);
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.tight};
    letter-spacing: -0.025em;
    text-wrap: balance;
  }

  p {
    max-width: 36rem;
    margin: ${vars.space['4']} auto ${vars.space['10']};
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: rgba(255, 255, 255, 0.78);
  }
`;

const Wrap = styled.div`
  padding-block: ${vars.space['8']} ${vars.space['20']};

  ${media.md} {
    padding-block: ${vars.space['8']} ${vars.space['24']};
  }
`;

/** Closing call to action: Get Free Pilot scrolls smoothly to #contact (80 px offset). */
export function ClosingCta() {
  const { closing, contact } = home;
  return (
    <Wrap>
      <Container>
        <Panel id={closing.id} aria-labelledby={`${closing.id}-heading`}>
          <h2 id={`${closing.id}-heading`}>{closing.heading}</h2>
          <p>{closing.intro}</p>
          <Button as={Link} to={`#${contact.section.id}`} variant="apple-inverted" size="lg">
            {closing.cta}
          </Button>
        </Panel>
      </Container>
    </Wrap>
  );
}
