import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { SocialLink } from '../../content/navigation';
import { SocialIcon } from '../../components/icons/brand-marks';
import { bareList } from '../../components/sections/bare-list';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  ${bareList}

  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${vars.color.surface};
    color: ${vars.color.foreground};
    transition: background ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing};
  }

  a:hover {
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
  }

  svg {
    width: 20px;
    height: 20px;
  }
`;

export interface SocialLinksProps {
  links: readonly SocialLink[];
  className?: string;
}

/** Round icon links to the company's social accounts (each named by its label). */
export function SocialLinks({ links, className }: SocialLinksProps) {
  return (
    <List className={className}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} aria-label={link.label} title={link.label} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </List>
  );
}
