import { Badge, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { mailtoHref, telHref } from '../../content/pages/helpers';
import type { ContactOffice } from '../../content/offices';
import { CardGrid } from '../../components/sections/CardGrid';
import { ContactLink, ContactLinkList } from '../../components/contact/ContactLinks';
import { Icon } from '../../components/icons/Icon';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  height: 100%;
  padding: ${vars.space['6']} ${vars.space['5']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  h3 svg {
    color: ${vars.color.primary};
  }
`;

const Address = styled.address`
  flex: 1 1 auto;
  font-style: normal;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

export interface OfficeCardsProps {
  offices: readonly ContactOffice[];
}

/** /contact: one card per office with address, `tel:` and `mailto:` links. */
export function OfficeCards({ offices }: OfficeCardsProps) {
  return (
    <CardGrid $gap="5" $columns={4} $columnsFrom="xl">
      {offices.map((office) => (
        <li key={office.id}>
          <Card aria-labelledby={`office-${office.id}`}>
            <h3 id={`office-${office.id}`}>
              <Icon name="map-pin" size={20} />
              {office.location}
              {office.isHeadquarters ? <Badge>Headquarters</Badge> : null}
            </h3>
            <Address>{office.address}</Address>
            <ContactLinkList $gap="1">
              <ContactLink icon="phone" href={telHref(office.phone)}>
                {office.phone}
              </ContactLink>
              <ContactLink icon="mail" href={mailtoHref(office.email)}>
                {office.email}
              </ContactLink>
            </ContactLinkList>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
