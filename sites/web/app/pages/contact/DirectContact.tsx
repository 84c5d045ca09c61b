import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { DirectContactLine } from './copy';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const List = styled.ul`
  display: grid;
  gap: ${vars.space['4']};
  ${bareList}

  li {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    gap: ${vars.space['3']};
    align-items: center;
  }

  span.label {
    display: block;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }

  a {
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.foreground};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
  }
`;

const IconSlot = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
`;

export interface DirectContactProps {
  lines: readonly DirectContactLine[];
}

/** Direct e-mail and phone lines (label over a `mailto:`/`tel:` link). */
export function DirectContact({ lines }: DirectContactProps) {
  return (
    <List>
      {lines.map((line) => (
        <li key={line.href}>
          <IconSlot><Icon name={line.kind === 'email' ? 'mail' : 'phone'} /></IconSlot>
          <div>
            <span className="label">{line.label}</span>
            <a href={line.href}>{line.value}</a>
          </div>
        </li>
      ))}
    </List>
  );
}
