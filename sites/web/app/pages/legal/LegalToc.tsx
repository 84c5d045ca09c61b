import { vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LegalSectionOutline } from './copy';
import { bareList } from '../../components/sections/bare-list';

const Nav = styled.nav`
  padding: ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};

  h2 {
    margin: 0 0 ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.foreground};
  }

  ol {
    display: grid;
    gap: ${vars.space['1']};
    ${bareList}
  }

  a {
    display: block;
    padding: ${vars.space['1']} 0;
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.snug};
    color: ${vars.color.muted};
    text-decoration: none;
  }

  a:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
  }
`;

export interface LegalTocProps {
  sections: readonly LegalSectionOutline[];
  className?: string;
}

/** "On this page": an anchor link to every section (scrolls with the 80 px header offset). */
export function LegalToc({ sections, className }: LegalTocProps) {
  return (
    <Nav aria-labelledby="legal-toc-heading" className={className}>
      <h2 id="legal-toc-heading">On this page</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={`#${section.id}`}>{section.heading}</Link>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
