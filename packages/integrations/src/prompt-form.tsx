import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { INTEGRATION_OUTCOMES, PROMPT_CATEGORIES, promptTemplateInputSchema, type PromptTemplate } from '@joognoo/schemas';
import { Button, Field, Input, Select, Textarea, headingTag, type HeadingLevel } from '@joognoo/ui';
import { useFormFields, useMessages, useOutcomes, useSubmission } from '@joognoo/widget-kit';
import type { IntegrationsMessageId } from './catalog';
import { isPromptTemplate, type IntegrationsClient } from './client';
import type { IntegrationsEvents } from './events';
import { categoryMessageId, DEFAULT_PROMPT_CATEGORY } from './structure';
import { Actions, Form, SectionHead, SectionText, SectionTitle, Surface } from './styles';
import { integrationsErrorDetail, useMounted } from './use-connection-form';

export interface PromptFormValues {
  name: string;
  description: string;
  category: string;
  prompt: string;
}

const ORDER = ['name', 'description', 'category', 'prompt'] as const;

export function emptyPromptValues(): PromptFormValues {
  return { name: '', description: '', category: DEFAULT_PROMPT_CATEGORY, prompt: '' };
}

export interface PromptFormProps extends IntegrationsEvents {
  /** The template being edited, or null to create one. */
  editing: PromptTemplate | null;
  getClient: () => IntegrationsClient;
  /** A template was created (append it) or updated (replace it). */
  onSaved: (template: PromptTemplate, mode: 'create' | 'update') => void;
  onCancelEdit: () => void;
  level: HeadingLevel;
}

/**
 * 'Create Custom Prompt Template': creates a template, or, when `editing` is
 * set, updates that one ('Update Template'). Render it with `key` = the edited id so
 * switching templates starts from fresh values.
 */
export function PromptForm({ editing, getClient, onSaved, onCancelEdit, onSuccess, onError, level }: PromptFormProps) {
  const language = useMessages<IntegrationsMessageId>();
  const { t } = language;
  const categoryOptions = useMemo(() => PROMPT_CATEGORIES.map((value) => ({ value, label: language.t(categoryMessageId(value)) })), [language]);
  const mounted = useMounted();
  const form = useFormFields<PromptFormValues>(
    () =>
      editing
        ? { name: editing.name, description: editing.description, category: editing.category, prompt: editing.prompt }
        : emptyPromptValues(),
    ORDER,
  );
  // The toasts' texts in the panel's language (`outcome.promptSave.*`).
  const outcomes = useOutcomes('promptSave', INTEGRATION_OUTCOMES.promptSave);
  const { pending, submit } = useSubmission(outcomes, form.showErrors);
  const { values, errors } = form;
  const nameRef = useRef<HTMLInputElement | null>(null);
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;

  // Starting an edit moves focus into the form, where the template now is.
  useEffect(() => {
    if (!editing) return;
    nameRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    nameRef.current?.focus({ preventScroll: true });
  }, [editing]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const output = form.check(promptTemplateInputSchema, values);
    if (!output) return;
    const mode = editing ? 'update' : 'create';
    const action = mode === 'create' ? 'prompt-save' : 'prompt-update';
    const body = { ...output, locale: language.locale };
    void submit({
      send: () => (editing ? getClient().updatePrompt(editing.id, body) : getClient().savePrompt(body)),
      succeeded: (saved) => {
        const template: PromptTemplate = isPromptTemplate(saved) ? saved : { ...output, id: editing?.id ?? Date.now() };
        if (mode === 'create') form.setValues(emptyPromptValues());
        onSaved(template, mode);
        onSuccess?.({ action, id: template.id });
      },
      failed: (outcome) => onError?.(integrationsErrorDetail(action, outcome)),
    });
  };

  const title = editing ? t('integrations.promptForm.editTitle') : t('integrations.promptForm.title');

  return (
    <Surface data-mode={editing ? 'edit' : 'create'}>
      <SectionHead>
        <SectionTitle as={headingTag(level)} id={id('title')}>
          {title}
        </SectionTitle>
        <SectionText>{t('integrations.promptForm.description')}</SectionText>
      </SectionHead>
      <Form method="post" noValidate aria-labelledby={id('title')} aria-busy={pending || undefined} onSubmit={handleSubmit}>
        <Field label={t('integrations.promptForm.field.name')} error={errors.name} required htmlFor={id('name')}>
          <Input
            ref={(element) => {
              nameRef.current = element;
              form.register('name')(element);
            }}
            name="name"
            autoComplete="off"
            placeholder={t('integrations.promptForm.placeholder.name')}
            value={values.name}
            onChange={(event) => form.setField('name', event.target.value)}
          />
        </Field>
        <Field label={t('integrations.promptForm.field.description')} error={errors.description} required htmlFor={id('description')}>
          <Input
            ref={form.register('description')}
            name="description"
            autoComplete="off"
            placeholder={t('integrations.promptForm.placeholder.description')}
            value={values.description}
            onChange={(event) => form.setField('description', event.target.value)}
          />
        </Field>
        <Field label={t('integrations.promptForm.field.category')} error={errors.category} required htmlFor={id('category')}>
          <Select
            ref={form.register('category')}
            name="category"
            options={categoryOptions}
            value={values.category}
            onValueChange={(value) => form.setField('category', value)}
          />
        </Field>
        <Field
          label={t('integrations.promptForm.field.prompt')}
          hint={t('integrations.promptForm.promptHint')}
          error={errors.prompt}
          required
          htmlFor={id('prompt')}
        >
          <Textarea
            ref={form.register('prompt')}
            name="prompt"
            rows={6}
            spellCheck={false}
            placeholder={t('integrations.promptForm.placeholder.prompt')}
            value={values.prompt}
            onChange={(event) => form.setField('prompt', event.target.value)}
          />
        </Field>
        <Actions>
          <Button type="submit" variant="apple" size="lg" loading={pending} disabled={pending || !mounted}>
            {editing ? t('integrations.promptForm.update') : t('integrations.promptForm.submit')}
          </Button>
          {editing ? (
            <Button type="button" variant="apple-secondary" size="lg" onClick={onCancelEdit} disabled={pending}>
              {t('integrations.promptForm.cancel')}
            </Button>
          ) : null}
        </Actions>
      </Form>
    </Surface>
  );
}
