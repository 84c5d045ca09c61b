import { useId } from 'react';
import { jiraConnectionSchema, type JiraConnectionInput } from '@joognoo/schemas';
import { Button, Checkbox, Field, Input, headingTag, type HeadingLevel, Icon } from '@joognoo/ui';
import { DEFAULT_JIRA_URL, JIRA_FORM, TOASTS } from './content';
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

/** The form's starting values: SPEC defaults, or the saved connection (never its token). */
export function jiraInitialValues(status: JiraStatus | undefined): JiraFormValues {
  const saved = status?.connected ? status : undefined;
  return {
    jiraUrl: saved?.jiraUrl ?? DEFAULT_JIRA_URL,
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
  const { form, pending, mounted, handleSubmit } = useConnectionForm<JiraFormValues, JiraConnectionInput, JiraStatus>({
    kind: 'jira',
    initial: () => jiraInitialValues(status),
    order: ORDER,
    secret: 'jiraApiToken',
    schema: jiraConnectionSchema,
    connect: (output) => getClient().connectJira(output),
    onConnected,
    messages: { success: TOASTS.jiraSuccess, failure: TOASTS.jiraFailure },
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
          {JIRA_FORM.title}
        </SectionTitle>
        <SectionText>{JIRA_FORM.description}</SectionText>
        {status.connected ? (
          <StatusLine data-testid="jira-status">
            <Icon name="check-circle" />
            {/* One text beside the icon; the address and the project isolated inside it. */}
            <span>
              {JIRA_FORM.connected}
              {status.jiraUrl ? (
                <>
                  : <bdi>{status.jiraUrl}</bdi>
                </>
              ) : null}
              {status.jiraProject ? (
                <>
                  {' '}(<bdi>{status.jiraProject}</bdi>)
                </>
              ) : null}
            </span>
          </StatusLine>
        ) : null}
      </SectionHead>

      <Form method="post" noValidate aria-labelledby={id('title')} aria-busy={pending || undefined} onSubmit={handleSubmit}>
        <Field label={JIRA_FORM.labels.jiraUrl} error={errors.jiraUrl} required htmlFor={id('jiraUrl')}>
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
            label={JIRA_FORM.labels.jiraApiToken}
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
          <Field label={JIRA_FORM.labels.jiraProject} error={errors.jiraProject} required htmlFor={id('jiraProject')}>
            <Input
              ref={form.register('jiraProject')}
              name="jiraProject"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={JIRA_FORM.placeholders.jiraProject}
              value={values.jiraProject}
              onChange={(event) => form.setField('jiraProject', event.target.value)}
            />
          </Field>
        </FieldRow>

        <Fieldset>
          <legend>{JIRA_FORM.featuresLegend}</legend>
          {FEATURES.map((feature) => (
            <Checkbox
              key={feature}
              id={id(feature)}
              name={feature}
              value="true"
              label={JIRA_FORM.features[feature]}
              checked={values[feature]}
              onChange={(event) => form.setField(feature, event.target.checked)}
            />
          ))}
        </Fieldset>

        <Actions>
          <Button type="submit" variant="apple" size="lg" loading={pending} disabled={pending || !mounted}>
            {JIRA_FORM.submit}
          </Button>
        </Actions>
        <Note>
          <Icon name="lock" />
          <span>{JIRA_FORM.note}</span>
        </Note>
      </Form>
    </Surface>
  );
}
