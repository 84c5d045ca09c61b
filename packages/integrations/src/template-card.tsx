import { useState } from 'react';
import styled from 'styled-components';
import { HoverCard, HoverCardContent, HoverCardTrigger, vars, headingTag, type HeadingLevel, Icon, type IconName } from '@joognoo/ui';
import { useMessages } from '@joognoo/widget-kit';
import type { IntegrationsMessageId } from './catalog';
import { categoryLabel, categoryTone, promptPreview, TONE_COLORS } from './format';
import { categoryMessageId } from './structure';

export interface TemplateCardProps {
  name: string;
  description: string;
  prompt: string;
  category: string;
  level: HeadingLevel;
  /** With these, the card has its Edit / Delete menu (saved templates); examples have none. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** A delete or an update of this template is in flight. */
  busy?: boolean;
  /** The template is loaded in the form. */
  editing?: boolean;
}

/** The icon of a prompt category (a spark for unknown ones). */
const CATEGORY_ICONS: Partial<Record<string, IconName>> = {
  'code-generation': 'code',
  'code-review': 'review',
  documentation: 'document',
  security: 'shield',
  performance: 'gauge',
  testing: 'flask',
  onboarding: 'people',
};

/**
 * A saved template: category icon and colour, name, description, the prompt
 * cut to 100 characters, the category label, and a hover menu with Edit and Delete.
 */
export function TemplateCard({ name, description, prompt, category, level, onEdit, onDelete, busy, editing }: TemplateCardProps) {
  const { t, has } = useMessages<IntegrationsMessageId>();
  const tone = TONE_COLORS[categoryTone(category)];
  // A category the panel does not know (a newer server's) reads as its value, capitalised.
  const label = has(categoryMessageId(category)) ? t(categoryMessageId(category)) : categoryLabel(category);
  return (
    <Card aria-busy={busy || undefined} data-editing={editing ? 'true' : undefined} $editing={Boolean(editing)}>
      <Head>
        <IconTile $tone={tone} data-tone={categoryTone(category)}>
          <Icon name={CATEGORY_ICONS[category] ?? 'spark'} />
        </IconTile>
        {/* The visitor's own name and text, isolated: their punctuation stays theirs on an Arabic page. */}
        <Titles>
          <Name as={headingTag(level)}>
            <bdi>{name}</bdi>
          </Name>
          <Description>
            <bdi>{description}</bdi>
          </Description>
        </Titles>
        {onEdit && onDelete ? <ActionsMenu name={name} onEdit={onEdit} onDelete={onDelete} disabled={Boolean(busy)} /> : null}
      </Head>
      {/* The prompt reads in its own direction (`dir="auto"`), whatever the page's. */}
      <Preview dir="auto">{promptPreview(prompt)}</Preview>
      <CategoryLabel $tone={tone}>{label}</CategoryLabel>
    </Card>
  );
}

/**
 * The hover menu: opens on hover or keyboard focus (700 ms, the HoverCard's
 * delays) and at once on click or tap, so touch and keyboard users reach it too.
 */
function ActionsMenu({ name, onEdit, onDelete, disabled }: { name: string; onEdit: () => void; onDelete: () => void; disabled: boolean }) {
  const { t } = useMessages<IntegrationsMessageId>();
  const [open, setOpen] = useState(false);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <HoverCard open={open} onOpenChange={setOpen}>
      <HoverCardTrigger>
        <MenuButton
          type="button"
          aria-label={t('integrations.template.actions', { name })}
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          <Icon name="more" />
        </MenuButton>
      </HoverCardTrigger>
      <Menu align="end" role="group" aria-label={t('integrations.template.actions', { name })}>
        <MenuItem type="button" onClick={choose(onEdit)}>
          <Icon name="pencil" />
          {t('integrations.template.edit')}
        </MenuItem>
        <MenuItem type="button" $destructive onClick={choose(onDelete)}>
          <Icon name="trash" />
          {t('integrations.template.delete')}
        </MenuItem>
      </Menu>
    </HoverCard>
  );
}

const Card = styled.article<{ $editing: boolean }>`
  display: grid;
  gap: ${vars.space['3']};
  justify-items: start;
  padding: ${vars.space['4']} ${vars.space['5']} ${vars.space['5']};
  border: 1px solid ${({ $editing }) => ($editing ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background};
  box-shadow: ${({ $editing }) => ($editing ? `0 0 0 1px ${vars.color.primary}` : 'none')};
  min-width: 0;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space['3']};
  width: 100%;
`;

/** A category's colours, as classes (a host page's CSP may forbid inline style attributes). */
type Tone = (typeof TONE_COLORS)[keyof typeof TONE_COLORS];

const IconTile = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${vars.radius.md};
  color: ${({ $tone }) => $tone.fg};
  background: ${({ $tone }) => $tone.bg};

  svg {
    width: 20px;
    height: 20px;
  }
`;

const Titles = styled.div`
  display: grid;
  gap: ${vars.space['1']};
  min-width: 0;
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${vars.fontSize.base};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.foreground};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
  overflow-wrap: anywhere;
`;

const Preview = styled.p`
  margin: 0;
  width: 100%;
  padding: ${vars.space['3']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.foreground};
  overflow-wrap: anywhere;
`;

const CategoryLabel = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  color: ${({ $tone }) => $tone.fg};
  background: ${({ $tone }) => $tone.bg};
  padding: 2px ${vars.space['3']};
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1.5;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.muted};
  cursor: pointer;

  svg {
    width: 20px;
    height: 20px;
  }

  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: ${vars.color.surface};
    color: ${vars.color.foreground};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }

  &:disabled {
    cursor: default;
  }
`;

const Menu = styled(HoverCardContent)`
  display: grid;
  gap: ${vars.space['1']};
  min-width: 160px;
  padding: ${vars.space['2']};
`;

const MenuItem = styled.button<{ $destructive?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  width: 100%;
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: start;
  color: ${({ $destructive }) => ($destructive ? vars.color.destructive : vars.color.foreground)};
  cursor: pointer;

  svg {
    width: 16px;
    height: 16px;
  }

  &:hover {
    background: ${vars.color.surface};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: 0;
  }
`;
