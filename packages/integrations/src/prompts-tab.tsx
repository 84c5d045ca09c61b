import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { INTEGRATION_OUTCOMES, type PromptTemplate } from '@joognoo/schemas';
import { container, useToast, vars, headingTag, type HeadingLevel } from '@joognoo/ui';
import { Benefits } from './benefits';
import { readFailure, useMessages, useOutcomes } from '@joognoo/widget-kit';
import type { IntegrationsMessageId } from './catalog';
import type { IntegrationsClient } from './client';
import type { IntegrationsEvents } from './events';
import { PromptForm } from './prompt-form';
import { PROMPT_BENEFIT_IDS, TEMPLATE_EXAMPLE_IDS } from './structure';
import { SectionTitle, Surface } from './styles';
import { TemplateCard } from './template-card';

export interface PromptsTabProps extends IntegrationsEvents {
  prompts: PromptTemplate[];
  onPromptsChange: (update: (current: PromptTemplate[]) => PromptTemplate[]) => void;
  getClient: () => IntegrationsClient;
  level: HeadingLevel;
}

/**
 * The Custom Prompts tab: left the create/edit form and the benefits,
 * right the saved templates (or the empty text) and the two static examples.
 */
export function PromptsTab({ prompts, onPromptsChange, getClient, onSuccess, onError, level }: PromptsTabProps) {
  const language = useMessages<IntegrationsMessageId>();
  const { t } = language;
  const { toast: show } = useToast();
  // A toast speaks the panel's language wherever the page's notifications region is.
  const toast: typeof show = (options) => show({ lang: language.locale, dir: language.dir, ...options });
  // Deleting has the schemas' success texts (`outcome.promptDelete.success.*`) and the panel's own failure texts.
  const deleteTexts = useMemo(
    () => ({
      success: INTEGRATION_OUTCOMES.promptDelete.success,
      failure: { title: language.t('integrations.toast.deleteFailure.title'), fallback: language.t('integrations.toast.deleteFailure.fallback') },
    }),
    [language],
  );
  const deleteOutcomes = useOutcomes('promptDelete', deleteTexts);
  const [editing, setEditing] = useState<PromptTemplate | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(() => new Set());
  const savedId = useId();
  const examplesId = useId();

  const handleSaved = (template: PromptTemplate, mode: 'create' | 'update') => {
    if (mode === 'create') onPromptsChange((current) => [...current, template]);
    else {
      onPromptsChange((current) => current.map((item) => (item.id === template.id ? template : item)));
      setEditing(null);
    }
  };

  const handleDelete = async (template: PromptTemplate) => {
    if (deleting.has(template.id)) return;
    setDeleting((current) => new Set(current).add(template.id));
    try {
      await getClient().deletePrompt(template.id);
      onPromptsChange((current) => current.filter((item) => item.id !== template.id));
      setEditing((current) => (current?.id === template.id ? null : current));
      toast({ title: deleteOutcomes.success.title, description: deleteOutcomes.success.description });
      onSuccess?.({ action: 'prompt-delete', id: template.id });
    } catch (error) {
      const failure = readFailure(error);
      // The server speaks English: in another language its line gives way to the panel's own.
      const message = (language.locale === 'en' ? failure.serverMessage : undefined) ?? deleteOutcomes.failure.fallback;
      toast({ variant: 'destructive', title: deleteOutcomes.failure.title, description: message });
      onError?.({ action: 'prompt-delete', message, ...(failure.status !== undefined ? { status: failure.status } : {}) });
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(template.id);
        return next;
      });
    }
  };

  return (
    <Columns>
      <Column>
        <PromptForm
          key={editing ? `edit-${editing.id}` : 'create'}
          editing={editing}
          getClient={getClient}
          onSaved={handleSaved}
          onCancelEdit={() => setEditing(null)}
          onSuccess={onSuccess}
          onError={onError}
          level={level}
        />
        <Benefits benefits={PROMPT_BENEFIT_IDS} level={level} />
      </Column>
      <Column>
        <Surface>
          <SectionTitle as={headingTag(level)} id={savedId}>
            {t('integrations.saved.title')}
          </SectionTitle>
          {prompts.length === 0 ? (
            <Empty>{t('integrations.saved.empty')}</Empty>
          ) : (
            <List aria-labelledby={savedId}>
              {prompts.map((template) => (
                <li key={template.id}>
                  <TemplateCard
                    {...template}
                    level={Math.min(6, level + 1) as HeadingLevel}
                    onEdit={() => setEditing(template)}
                    onDelete={() => void handleDelete(template)}
                    busy={deleting.has(template.id)}
                    editing={editing?.id === template.id}
                  />
                </li>
              ))}
            </List>
          )}
        </Surface>
        <Surface>
          <SectionTitle as={headingTag(level)} id={examplesId}>
            {t('integrations.examples.title')}
          </SectionTitle>
          <List aria-labelledby={examplesId}>
            {TEMPLATE_EXAMPLE_IDS.map((example) => (
              <li key={example.name}>
                <TemplateCard
                  name={t(example.name)}
                  description={t(example.description)}
                  prompt={t(example.prompt)}
                  category={example.category}
                  level={Math.min(6, level + 1) as HeadingLevel}
                />
              </li>
            ))}
          </List>
        </Surface>
      </Column>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  align-items: start;

  ${container.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  min-width: 0;
`;

const List = styled.ul`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${vars.space['8']} ${vars.space['4']};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  text-align: center;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;
