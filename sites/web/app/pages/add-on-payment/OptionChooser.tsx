import { vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../../components/icons/Icon';
import type { SelectOption } from '../../content/pages/types';
import { bareList } from '../../components/sections/bare-list';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  ${bareList}

  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    min-height: 40px;
    padding: 0 ${vars.space['4']};
    border-radius: ${vars.radius.full};
    border: 1px solid ${vars.color.border};
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};
  }

  a:hover {
    border-color: ${vars.color.primary};
  }

  a[aria-current='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
  }
`;

export interface OptionChooserProps {
  /** Query parameter name (`format`, `partner`). */
  param: string;
  items: readonly SelectOption[];
  /** The chosen value, or null. */
  value: string | null;
  /** Anchor id to keep in view after choosing. */
  anchor: string;
  labelledBy: string;
}

/** The add-on's format or partner as links that set the query parameter; the chosen one is marked. */
export function OptionChooser({ param, items, value, anchor, labelledBy }: OptionChooserProps) {
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item) => {
        const current = item.value === value;
        return (
          <li key={item.value}>
            <Link
              to={`?${new URLSearchParams({ [param]: item.value }).toString()}#${anchor}`}
              replace
              aria-current={current ? 'true' : undefined}
            >
              {current ? (
                <Icon name="tick-small" size={14} />
              ) : null}
              {item.label}
            </Link>
          </li>
        );
      })}
    </List>
  );
}
