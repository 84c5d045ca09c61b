import { useId } from 'react';
import { jiraConnectionSchema, type JiraConnectionInput } from '@joognoo/schemas';
import { Button, Checkbox, Field, Input, headingTag, type HeadingLevel, Icon, withElements } from '@joognoo/ui';
import { useMessages } from '@joognoo/widget-kit';
import type { IntegrationsMessageId } from './catalog';
import type { IntegrationsClient, JiraStatus } from './client';
import type { IntegrationsEvents } from './events';
import { Actions, FieldRow, Fieldset, Form, Note, SectionHead, SectionText, SectionTitle, StatusLine, Surface } from './styles';
import { useConnectionForm } from './use-connection-form';

export interface JiraFormValues {
  jiraUrl: string;
  jiraApiToken: string;
  jiraProject: string;
  syncIssues: boolean;
  updateTicketsOnCommit: boolean;
  enableAiSuggestions: boolean;
}

const ORDER = ['jiraUrl', 'jiraApiToken', 'jiraProject'] as const;
const FEATURES = ['syncIssues', 'updateTicketsOnCommit', 'enableAiSuggestions'] as const;
const FEATURE_LABELS: Record<(typeof FEATURES)[number], IntegrationsMessageId> = {
  syncIssues: 'integrations.jira.feature.syncIssues',
  updateTicketsOnCommit: 'integrations.jira.feature.updateTicketsOnCommit',
  enableAiSuggestions: 'integrations.jira.feature.enableAiSuggestions',
};

/**
 * The form's starting values: the defaults (the URL a placeholder Atlassian-style address,
 * `defaultUrl`), or the saved connection (never its token).
 */
export function jiraInitialValues(status: JiraStatus | undefined, defaultUrl: string): JiraFormValues {
  const saved = status?.connected ? status : undefined;
  return {
    jiraUrl: saved?.jiraUrl ?? defaultUrl,
    jiraApiToken: '',
    jiraProject: saved?.jiraProject ?? '',
    syncIssues: saved?.syncIssues ?? true,
    updateTicketsOnCommit: saved?.updateTicketsOnCommit ?? true,
    enableAiSuggestions: saved?.enableAiSuggestions ?? true,
  };
}

export interface JiraFormProps extends IntegrationsEvents {
  status: JiraStatus;
  getClient: () => IntegrationsClient;
  onConnected: (status: JiraStatus) => void;
  level: HeadingLevel;
}

/** The Jira tab's form. */
export function JiraForm({ status, getClient, onConnected, onSuccess, onError, level }: JiraFormProps) {
  const { t } = useMessages<IntegrationsMessageId>();
  const { form, pending, mounted, handleSubmit } = useConnectionForm<JiraFormValues, JiraConnectionInput, JiraStatus>({
    kind: 'jira',
    initial: () => jiraInitialValues(status, t('integrations.jira.defaultUrl')),
    order: ORDER,
    secret: 'jiraApiToken',
    schema: jiraConnectionSchema,
    connect: (body) => getClient().connectJira(body),
    onConnected,
    onSuccess,
    onError,
  });
  const { values, errors } = form;
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;

  return (
    <Surface>
      <SectionHead>
        <SectionTitle as={headingTag(level)} id={id('title')}>
          {t('integrations.jira.title')}
        </SectionTitle>
        <SectionText>{t('integrations.jira.description')}</SectionText>
        {status.connected ? (
          <StatusLine data-testid="jira-status">
            <Icon name="check-circle" />
            {/* One text beside the icon; the address and the project isolated inside it. */}
            <span>
              {withElements(
                (markers) =>
                  t('integrations.jira.status', {
                    ...markers,
                    detail: status.jiraUrl ? (status.jiraProject ? 'urlProject' : 'url') : status.jiraProject ? 'project' : 'none',
                  }),
                { url: <bdi>{status.jiraUrl}</bdi>, project: <bdi>{status.jiraProject}</bdi> },
              )}
            </span>
          </StatusLine>
        ) : null}
      </SectionHead>

      <Form method="post" noValidate aria-labelledby={id('title')} aria-busy={pending || undefined} onSubmit={handleSubmit}>
        <Field label={t('integrations.jira.field.jiraUrl')} error={errors.jiraUrl} required htmlFor={id('jiraUrl')}>
          <Input
            ref={form.register('jiraUrl')}
            type="url"
            name="jiraUrl"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={values.jiraUrl}
            onChange={(event) => form.setField('jiraUrl', event.target.value)}
          />
        </Field>
        <FieldRow>
          <Field
            label={t('integrations.jira.field.jiraApiToken')}
            error={errors.jiraApiToken}
            required
            htmlFor={id('jiraApiToken')}
          >
            <Input
              ref={form.register('jiraApiToken')}
              type="password"
              name="jiraApiToken"
              autoComplete="off"
              spellCheck={false}
              value={values.jiraApiToken}
              onChange={(event) => form.setField('jiraApiToken', event.target.value)}
            />
          </Field>
          <Field label={t('integrations.jira.field.jiraProject')} error={errors.jiraProject} required htmlFor={id('jiraProject')}>
            <Input
              ref={form.register('jiraProject')}
              name="jiraProject"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('integrations.jira.placeholder.jiraProject')}
              value={values.jiraProject}
              onChange={(event) => form.setField('jiraProject', event.target.value)}
            />
          </Field>
        </FieldRow>

        <Fieldset>
          <legend>{t('integrations.jira.features')}</legend>
          {FEATURES.map((feature) => (
            <Checkbox
              key={feature}
              id={id(feature)}
              name={feature}
              value="true"
              label={t(FEATURE_LABELS[feature])}
              checked={values[feature]}
              onChange={(event) => form.setField(feature, event.target.checked)}
            />
          ))}
        </Fieldset>

        <Actions>
          <Button type="submit" variant="apple" size="lg" loading={pending} disabled={pending || !mounted}>
            {t('integrations.jira.submit')}
          </Button>
        </Actions>
        <Note>
          <Icon name="lock" />
          <span>{t('integrations.jira.note')}</span>
        </Note>
      </Form>
    </Surface>
  );
}
