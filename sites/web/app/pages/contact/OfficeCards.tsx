import { Badge, vars } from '@joognoo/ui';
import styled from 'styled-components';
import { mailtoHref, telHref } from '../../content/pages/helpers';
import type { ContactOffice } from '../../content/offices';
import { CardGrid } from '../../components/sections/CardGrid';
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

const Lines = styled.ul`
  display: grid;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    min-height: 32px;
    color: ${vars.color.foreground};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
  }

  svg {
    flex: none;
    color: ${vars.color.primary};
  }
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
            <Lines>
              <li>
                <a href={telHref(office.phone)}>
                  <Icon name="phone" />
                  {office.phone}
                </a>
              </li>
              <li>
                <a href={mailtoHref(office.email)}>
                  <Icon name="mail" />
                  {office.email}
                </a>
              </li>
            </Lines>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
