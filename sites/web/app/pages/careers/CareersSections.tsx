import { Button, Container, Section, media, vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CareersContent } from './copy';
import { Eyebrow } from '@joognoo/site-kit';
import { CardGrid } from '../../components/sections/CardGrid';

const Header = styled.div`
  max-width: 44rem;
  margin: 0 auto ${vars.space['12']};
  text-align: center;

  h2 {
    margin: 0 0 ${vars.space['4']};
    font-size: clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem);
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.tight};
    letter-spacing: -0.02em;
    text-wrap: balance;
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Values = styled(CardGrid)`
  li {
    padding: ${vars.space['6']};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.background};
  }

  h3 {
    margin: 0 0 ${vars.space['2']};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0;
    color: ${vars.color.muted};
    line-height: ${vars.lineHeight.relaxed};
  }
`;

/** The careers page's culture section: heading, intro and four value cards. */
export function CareersCulture({ content }: { content: CareersContent['culture'] }) {
  return (
    <Section $tone="muted" aria-labelledby="careers-culture-heading">
      <Container>
        <Header>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <h2 id="careers-culture-heading">{content.heading}</h2>
          <p>{content.intro}</p>
        </Header>
        <Values $gap="5" $columns={4}>
          {content.values.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </Values>
      </Container>
    </Section>
  );
}

const Band = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space['4']};
  padding: ${vars.space['10']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  text-align: center;

  ${media.md} {
    padding: ${vars.space['16']};
  }

  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.02em;
  }

  p {
    max-width: 36rem;
    margin: 0 0 ${vars.space['2']};
    color: ${vars.color.muted};
    line-height: ${vars.lineHeight.relaxed};
  }
`;

/** The closing call to action for unsolicited interest: 'Contact Us' to /contact. */
export function CareersContact({ content }: { content: CareersContent['contact'] }) {
  return (
    <Section $spacing="sm" aria-labelledby="careers-contact-heading">
      <Container>
        <Band>
          <h2 id="careers-contact-heading">{content.heading}</h2>
          <p>{content.text}</p>
          <Button as={Link} to={content.action.href} size="lg">
            {content.action.label}
          </Button>
        </Band>
      </Container>
    </Section>
  );
}
