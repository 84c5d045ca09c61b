import { useId } from 'react';
import { CICD_PROVIDER_OPTIONS, cicdConnectionSchema, type CicdConnectionInput } from '@joognoo/schemas';
import { Button, Checkbox, Field, Input, Select, headingTag, type HeadingLevel, Icon } from '@joognoo/ui';
import { CICD_FORM, DEFAULT_BRANCH, DEFAULT_CICD_PROVIDER, TOASTS } from './content';
import type { CicdStatus, IntegrationsClient } from './client';
import type { IntegrationsEvents } from './events';
import { Actions, FieldRow, Fieldset, Form, Note, SectionHead, SectionText, SectionTitle, StatusLine, Surface } from './styles';
import { useConnectionForm } from './use-connection-form';

export interface CicdFormValues {
  provider: string;
  apiKey: string;
  webhookUrl: string;
  repository: string;
  branch: string;
  enableDeploy: boolean;
  enableTests: boolean;
}

const ORDER = ['provider', 'apiKey', 'webhookUrl', 'repository', 'branch'] as const;
const FEATURES = ['enableDeploy', 'enableTests'] as const;
const PROVIDER_OPTIONS = CICD_PROVIDER_OPTIONS.map(({ value, label }) => ({ value, label }));

/** The form's starting values: SPEC defaults, or the saved connection (never its key). */
export function cicdInitialValues(status: CicdStatus | undefined): CicdFormValues {
  const saved = status?.connected ? status : undefined;
  return {
    provider: saved?.provider ?? DEFAULT_CICD_PROVIDER,
    apiKey: '',
    webhookUrl: saved?.webhookUrl ?? '',
    repository: saved?.repository ?? '',
    branch: saved?.branch ?? DEFAULT_BRANCH,
    enableDeploy: saved?.enableDeploy ?? true,
    enableTests: saved?.enableTests ?? true,
  };
}

export function providerLabel(provider: string): string {
  return CICD_PROVIDER_OPTIONS.find((option) => option.value === provider)?.label ?? provider;
}

export interface CicdFormProps extends IntegrationsEvents {
  status: CicdStatus;
  getClient: () => IntegrationsClient;
  onConnected: (status: CicdStatus) => void;
  level: HeadingLevel;
}

/** The CI/CD tab's form. */
export function CicdForm({ status, getClient, onConnected, onSuccess, onError, level }: CicdFormProps) {
  const { form, pending, mounted, handleSubmit } = useConnectionForm<CicdFormValues, CicdConnectionInput, CicdStatus>({
    kind: 'cicd',
    initial: () => cicdInitialValues(status),
    order: ORDER,
    secret: 'apiKey',
    schema: cicdConnectionSchema,
    connect: (output) => getClient().connectCicd(output),
    onConnected,
    messages: { success: TOASTS.cicdSuccess, failure: TOASTS.cicdFailure },
    onSuccess,
    onError,
  });
  const { values, errors } = form;
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;

  const text = (field: 'apiKey' | 'webhookUrl' | 'repository' | 'branch') => ({
    ref: form.register(field),
    name: field,
    value: values[field],
    spellCheck: false,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
  });

  return (
    <Surface>
      <SectionHead>
        <SectionTitle as={headingTag(level)} id={id('title')}>
          {CICD_FORM.title}
        </SectionTitle>
        <SectionText>{CICD_FORM.description}</SectionText>
        {status.connected ? (
          <StatusLine data-testid="cicd-status">
            <Icon name="check-circle" />
            {/* One text beside the icon; the repository and branch isolated inside it. */}
            <span>
              {CICD_FORM.connected}
              {status.provider ? `: ${providerLabel(status.provider)}` : ''}
              {status.repository ? (
                <>
                  {' '}(<bdi>{`${status.repository}${status.branch ? `@${status.branch}` : ''}`}</bdi>)
                </>
              ) : null}
            </span>
          </StatusLine>
        ) : null}
      </SectionHead>

      <Form method="post" noValidate aria-labelledby={id('title')} aria-busy={pending || undefined} onSubmit={handleSubmit}>
        <FieldRow>
          <Field label={CICD_FORM.labels.provider} error={errors.provider} required htmlFor={id('provider')}>
            <Select
              ref={form.register('provider')}
              name="provider"
              options={PROVIDER_OPTIONS}
              value={values.provider}
              onValueChange={(value) => form.setField('provider', value)}
            />
          </Field>
          <Field label={CICD_FORM.labels.apiKey} error={errors.apiKey} required htmlFor={id('apiKey')}>
            <Input type="password" {...text('apiKey')} />
          </Field>
        </FieldRow>
        <Field label={CICD_FORM.labels.webhookUrl} error={errors.webhookUrl} htmlFor={id('webhookUrl')}>
          <Input type="url" inputMode="url" placeholder={CICD_FORM.placeholders.webhookUrl} {...text('webhookUrl')} />
        </Field>
        <FieldRow>
          <Field label={CICD_FORM.labels.repository} error={errors.repository} htmlFor={id('repository')}>
            <Input placeholder={CICD_FORM.placeholders.repository} {...text('repository')} />
          </Field>
          <Field label={CICD_FORM.labels.branch} error={errors.branch} htmlFor={id('branch')}>
            <Input placeholder={CICD_FORM.placeholders.branch} {...text('branch')} />
          </Field>
        </FieldRow>

        <Fieldset>
          <legend>{CICD_FORM.featuresLegend}</legend>
          {FEATURES.map((feature) => (
            <Checkbox
              key={feature}
              id={id(feature)}
              name={feature}
              value="true"
              label={CICD_FORM.features[feature]}
              checked={values[feature]}
              onChange={(event) => form.setField(feature, event.target.checked)}
            />
          ))}
        </Fieldset>

        <Actions>
          <Button type="submit" variant="apple" size="lg" loading={pending} disabled={pending || !mounted}>
            {CICD_FORM.submit}
          </Button>
        </Actions>
        <Note>
          <Icon name="lock" />
          <span>{CICD_FORM.note}</span>
        </Note>
      </Form>
    </Surface>
  );
}
