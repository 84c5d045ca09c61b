import { vars } from '@joognoo/ui';
import type { AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon, type SiteIconName } from '../icons/Icon';
import { bareList } from '../sections/bare-list';

/** A list of contact links, each an icon and its text (office cards, leader cards). */
export const ContactLinkList = styled.ul<{ $gap: '1' | '2' }>`
  display: grid;
  gap: ${({ $gap }) => vars.space[$gap]};
  ${bareList}
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

export interface ContactLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  icon: SiteIconName;
}

/** One item of a `ContactLinkList`: the link with its icon before the text. */
export function ContactLink({ icon, children, ...anchor }: ContactLinkProps) {
  return (
    <li>
      <a {...anchor}>
        <Icon name={icon} />
        {children}
      </a>
    </li>
  );
}
