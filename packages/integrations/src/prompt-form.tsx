import { useEffect, useId, useRef, type FormEvent } from 'react';
import { PROMPT_CATEGORIES, promptTemplateInputSchema, type PromptTemplate } from '@joognoo/schemas';
import { Button, Field, Input, Select, Textarea, headingTag, type HeadingLevel } from '@joognoo/ui';
import { DEFAULT_PROMPT_CATEGORY, PROMPT_FORM, TOASTS } from './content';
import { useFormFields, useSubmission } from '@joognoo/widget-kit';
import { isPromptTemplate, type IntegrationsClient } from './client';
import type { IntegrationsEvents } from './events';
import { categoryLabel } from './format';
import { Actions, Form, SectionHead, SectionText, SectionTitle, Surface } from './styles';
import { integrationsErrorDetail, useMounted } from './use-connection-form';

export interface PromptFormValues {
  name: string;
  description: string;
  category: string;
  prompt: string;
}

const ORDER = ['name', 'description', 'category', 'prompt'] as const;
const CATEGORY_OPTIONS = PROMPT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

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
  const mounted = useMounted();
  const form = useFormFields<PromptFormValues>(
    () =>
      editing
        ? { name: editing.name, description: editing.description, category: editing.category, prompt: editing.prompt }
        : emptyPromptValues(),
    ORDER,
  );
  const { pending, submit } = useSubmission({ success: TOASTS.promptSaved, failure: TOASTS.promptFailure }, form.showErrors);
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
    void submit({
      send: () => (editing ? getClient().updatePrompt(editing.id, output) : getClient().savePrompt(output)),
      succeeded: (saved) => {
        const template: PromptTemplate = isPromptTemplate(saved) ? saved : { ...output, id: editing?.id ?? Date.now() };
        if (mode === 'create') form.setValues(emptyPromptValues());
        onSaved(template, mode);
        onSuccess?.({ action, id: template.id });
      },
      failed: (outcome) => onError?.(integrationsErrorDetail(action, outcome)),
    });
  };

  const title = editing ? PROMPT_FORM.editTitle : PROMPT_FORM.title;

  return (
    <Surface data-mode={editing ? 'edit' : 'create'}>
      <SectionHead>
        <SectionTitle as={headingTag(level)} id={id('title')}>
          {title}
        </SectionTitle>
        <SectionText>{PROMPT_FORM.description}</SectionText>
      </SectionHead>
      <Form method="post" noValidate aria-labelledby={id('title')} aria-busy={pending || undefined} onSubmit={handleSubmit}>
        <Field label={PROMPT_FORM.labels.name} error={errors.name} required htmlFor={id('name')}>
          <Input
            ref={(element) => {
              nameRef.current = element;
              form.register('name')(element);
            }}
            name="name"
            autoComplete="off"
            placeholder={PROMPT_FORM.placeholders.name}
            value={values.name}
            onChange={(event) => form.setField('name', event.target.value)}
          />
        </Field>
        <Field label={PROMPT_FORM.labels.description} error={errors.description} required htmlFor={id('description')}>
          <Input
            ref={form.register('description')}
            name="description"
            autoComplete="off"
            placeholder={PROMPT_FORM.placeholders.description}
            value={values.description}
            onChange={(event) => form.setField('description', event.target.value)}
          />
        </Field>
        <Field label={PROMPT_FORM.labels.category} error={errors.category} required htmlFor={id('category')}>
          <Select
            ref={form.register('category')}
            name="category"
            options={CATEGORY_OPTIONS}
            value={values.category}
            onValueChange={(value) => form.setField('category', value)}
          />
        </Field>
        <Field
          label={PROMPT_FORM.labels.prompt}
          hint={PROMPT_FORM.promptHint}
          error={errors.prompt}
          required
          htmlFor={id('prompt')}
        >
          <Textarea
            ref={form.register('prompt')}
            name="prompt"
            rows={6}
            spellCheck={false}
            placeholder={PROMPT_FORM.placeholders.prompt}
            value={values.prompt}
            onChange={(event) => form.setField('prompt', event.target.value)}
          />
        </Field>
        <Actions>
          <Button type="submit" variant="apple" size="lg" loading={pending} disabled={pending || !mounted}>
            {editing ? PROMPT_FORM.update : PROMPT_FORM.submit}
          </Button>
          {editing ? (
            <Button type="button" variant="apple-secondary" size="lg" onClick={onCancelEdit} disabled={pending}>
              {PROMPT_FORM.cancelEdit}
            </Button>
          ) : null}
        </Actions>
      </Form>
    </Surface>
  );
}
