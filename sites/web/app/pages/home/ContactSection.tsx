import { Container, media, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { home } from './copy';
import { DeferredContactForm } from './DeferredContactForm';
import { mailtoHref, telHref } from '../../content/pages/helpers';
import { HOME_CONTACT_DETAILS, HOME_OFFICE_NAMES } from '../../content/offices';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { HomeBand } from './HomeBand';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const Columns = styled.div`
  display: grid;
  gap: ${vars.space['10']};

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    gap: ${vars.space['16']};
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${vars.space['8']};

  h3 {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  dl {
    display: grid;
    gap: ${vars.space['5']};
    margin: 0;
  }

  dl > div {
    display: grid;
    grid-template-columns: 2.75rem 1fr;
    column-gap: ${vars.space['4']};
    align-items: center;
  }

  /* The icon is the group's last dd (a dl's div holds only dt and dd), shown first. */
  dl > div > dt {
    grid-column: 2;
    grid-row: 1;
  }

  dl > div > dd {
    grid-column: 2;
    grid-row: 2;
  }

  dl > div > dd[data-icon] {
    display: grid;
    grid-column: 1;
    grid-row: 1 / span 2;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${vars.radius.lg};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  dt {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }

  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.medium};
    overflow-wrap: anywhere;
  }

  dd a {
    color: ${vars.color.foreground};
    text-decoration: none;
  }

  dd a:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
  }
`;

const Offices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  ${bareList}

  li {
    padding: ${vars.space['2']} ${vars.space['4']};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.full};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }
`;

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
      <dd aria-hidden="true" data-icon="">
        {icon}
      </dd>
    </div>
  );
}

/**
 * 'Get in Touch' (#contact): contact details, the six offices and the home contact form
 * (its code is fetched when it nears the viewport: DeferredContactForm).
 */
export function ContactSection() {
  const copy = home.contact;
  const details = HOME_CONTACT_DETAILS;
  return (
    <HomeBand id={copy.section.id} aria-labelledby={`${copy.section.id}-heading`}>
      <Container>
        <SectionHeader size="lg" {...copy.section} />
        <Columns>
          <Details>
            <div>
              <h3>{copy.detailsHeading}</h3>
              <dl>
                <Detail icon={<Icon name="phone-handset" />} term={copy.phoneLabel}>
                  <a href={telHref(details.phone)}>{details.phone}</a>
                </Detail>
                <Detail icon={<Icon name="envelope" />} term={copy.emailLabel}>
                  <a href={mailtoHref(details.email)}>{details.email}</a>
                </Detail>
                <Detail icon={<Icon name="pin" />} term={copy.locationLabel}>
                  {details.location}
                </Detail>
              </dl>
            </div>
            <div>
              <h3>{copy.officesHeading}</h3>
              <Offices>
                {HOME_OFFICE_NAMES.map((office) => (
                  <li key={office}>{office}</li>
                ))}
              </Offices>
            </div>
          </Details>
          <DeferredContactForm variant="home" action={copy.formAction} headingLevel={3} source="home" />
        </Columns>
      </Container>
    </HomeBand>
  );
}
