import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { DOCS_OVERVIEW_CARDS, DOCS_OVERVIEW_SECTION, type DocsTabId } from './copy';
import { IconBadge } from '../../components/sections/FeatureGrid';
import { DocsLinkAnchor } from './DocsLinkAnchor';
import { Grid, PanelHeader } from './styles';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const CardLink = styled(DocsLinkAnchor)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  height: 100%;
  padding: ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.background};
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow ${vars.motion.durationNormal} ${vars.motion.easing},
    transform ${vars.motion.durationNormal} ${vars.motion.easing},
    border-color ${vars.motion.durationNormal} ${vars.motion.easing};

  &:hover {
    border-color: transparent;
    box-shadow: ${vars.shadow.lg};
    transform: translateY(-2px);
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  h3 {
    margin: ${vars.space['2']} 0 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0;
    flex: 1 1 auto;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }

  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.primary};
`;

const Cards = styled.ul`
  ${bareList}
`;

/** Overview tab: six cards, each opening the tab and section it describes. */
export function OverviewPanel({ onNavigate }: { onNavigate: (tab: DocsTabId, anchor: string) => void }) {
  return (
    <>
      <PanelHeader>
        <div>
          <h2>{DOCS_OVERVIEW_SECTION.heading}</h2>
          <p>{DOCS_OVERVIEW_SECTION.intro}</p>
        </div>
      </PanelHeader>
      <Grid as={Cards} $columns={3}>
        {DOCS_OVERVIEW_CARDS.map((card) => (
          <li key={card.id}>
            <CardLink link={card.link} onNavigate={onNavigate}>
              <IconBadge>
                <Icon name={card.icon} />
              </IconBadge>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <More>
                {card.link.label}
                <Icon name="arrow-right" size={14} />
              </More>
            </CardLink>
          </li>
        ))}
      </Grid>
    </>
  );
}
