import styled from 'styled-components';
import { Badge, Button, container, vars, headingTag, type HeadingLevel, Icon, type IconName } from '@joognoo/ui';
import { useMessages } from '@joognoo/widget-kit';
import type { IntegrationsMessageId } from './catalog';
import { templateCount } from './format';
import { SUMMARY_CARD_IDS, type IntegrationTab } from './structure';

export interface SummaryCardsProps {
  jiraConnected: boolean;
  cicdConnected: boolean;
  /** How many templates the user created. */
  promptCount: number;
  onSelect: (tab: IntegrationTab) => void;
  level: HeadingLevel;
}

const ICONS: Record<IntegrationTab, IconName> = {
  jira: 'ticket',
  cicd: 'workflow',
  prompts: 'spark',
};

/**
 * The three summary cards. An active card is highlighted green with an
 * 'Active' badge ('N Active' for prompts: user templates + 2) and its button reads
 * 'Manage'; otherwise 'Connect' ('Create' for prompts).
 */
export function SummaryCards({ jiraConnected, cicdConnected, promptCount, onSelect, level }: SummaryCardsProps) {
  const { t, formatLocale } = useMessages<IntegrationsMessageId>();
  const count = templateCount(promptCount);
  // A count of templates, never grouped ('1002 Active', as it has always read in English).
  const total = new Intl.NumberFormat(formatLocale, { useGrouping: false }).format(count);
  const cards: Array<{ tab: IntegrationTab; active: boolean; badge: string }> = [
    { tab: 'jira', active: jiraConnected, badge: t('integrations.card.active') },
    { tab: 'cicd', active: cicdConnected, badge: t('integrations.card.active') },
    { tab: 'prompts', active: promptCount > 0, badge: t('integrations.card.templatesActive', { count, total }) },
  ];
  return (
    <Grid>
      {cards.map(({ tab, active, badge }) => {
        const ids = SUMMARY_CARD_IDS[tab];
        const title = t(ids.title);
        const action = active ? t('integrations.card.manage') : t(ids.connect);
        return (
          <Card key={tab} data-card={tab} data-active={active ? 'true' : 'false'} $active={active}>
            <Top>
              <IconTile $active={active}>
                <Icon name={ICONS[tab]} />
              </IconTile>
              {active ? (
                <Badge variant="success" data-testid={`${tab}-badge`}>
                  {badge}
                </Badge>
              ) : null}
            </Top>
            <Title as={headingTag(level)}>{title}</Title>
            <Description>{t(ids.description)}</Description>
            <Button
              variant={active ? 'apple-outline' : 'apple'}
              size="sm"
              onClick={() => onSelect(tab)}
              aria-label={t('integrations.card.buttonLabel', { action, card: title })}
            >
              {action}
            </Button>
          </Card>
        );
      })}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};

  ${container.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space['5']};
  }
`;

const Card = styled.article<{ $active: boolean }>`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${vars.space['2']};
  justify-items: start;
  padding: ${vars.space['5']} ${vars.space['6']} ${vars.space['6']};
  border: 1px solid ${({ $active }) => ($active ? '#86efac' : vars.color.border)};
  border-radius: ${vars.radius.xl};
  background: ${({ $active }) => ($active ? '#f0fdf4' : vars.color.background)};
  box-shadow: ${({ $active }) => ($active ? `0 0 0 1px #86efac, ${vars.shadow.sm}` : vars.shadow.sm)};
  transition:
    background-color ${vars.motion.durationNormal} ${vars.motion.easing},
    border-color ${vars.motion.durationNormal} ${vars.motion.easing};

  & > button {
    margin-top: ${vars.space['3']};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  margin-bottom: ${vars.space['2']};
`;

const IconTile = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.lg};
  background: ${({ $active }) => ($active ? '#dcfce7' : vars.color.primarySubtle)};
  color: ${({ $active }) => ($active ? vars.color.success : vars.color.primary)};

  svg {
    width: 24px;
    height: 24px;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.foreground};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;
