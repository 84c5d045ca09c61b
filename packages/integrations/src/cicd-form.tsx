import { useId } from 'react';
import { CICD_PROVIDER_OPTIONS, cicdConnectionSchema, type CicdConnectionInput } from '@joognoo/schemas';
import { Button, Checkbox, Field, Input, Select, headingTag, type HeadingLevel, Icon, withElements } from '@joognoo/ui';
import { useMessages } from '@joognoo/widget-kit';
import type { IntegrationsMessageId } from './catalog';
import type { CicdStatus, IntegrationsClient } from './client';
import type { IntegrationsEvents } from './events';
import { DEFAULT_BRANCH, DEFAULT_CICD_PROVIDER } from './structure';
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
const FEATURE_LABELS: Record<(typeof FEATURES)[number], IntegrationsMessageId> = {
  enableDeploy: 'integrations.cicd.feature.enableDeploy',
  enableTests: 'integrations.cicd.feature.enableTests',
};
/** The providers by their product names, the same in every language. */
const PROVIDER_OPTIONS = CICD_PROVIDER_OPTIONS.map(({ value, label }) => ({ value, label }));

/** The form's starting values: the defaults, or the saved connection (never its key). */
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
  const { t } = useMessages<IntegrationsMessageId>();
  const { form, pending, mounted, handleSubmit } = useConnectionForm<CicdFormValues, CicdConnectionInput, CicdStatus>({
    kind: 'cicd',
    initial: () => cicdInitialValues(status),
    order: ORDER,
    secret: 'apiKey',
    schema: cicdConnectionSchema,
    connect: (body) => getClient().connectCicd(body),
    onConnected,
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
          {t('integrations.cicd.title')}
        </SectionTitle>
        <SectionText>{t('integrations.cicd.description')}</SectionText>
        {status.connected ? (
          <StatusLine data-testid="cicd-status">
            <Icon name="check-circle" />
            {/* One text beside the icon; the provider and the repository (`owner/repo@branch`) isolated inside it. */}
            <span>
              {withElements(
                (markers) =>
                  t('integrations.cicd.status', {
                    ...markers,
                    detail: status.provider ? (status.repository ? 'providerRepository' : 'provider') : status.repository ? 'repository' : 'none',
                  }),
                {
                  provider: <bdi>{status.provider ? providerLabel(status.provider) : ''}</bdi>,
                  repository: <bdi>{`${status.repository ?? ''}${status.branch ? `@${status.branch}` : ''}`}</bdi>,
                },
              )}
            </span>
          </StatusLine>
        ) : null}
      </SectionHead>

      <Form method="post" noValidate aria-labelledby={id('title')} aria-busy={pending || undefined} onSubmit={handleSubmit}>
        <FieldRow>
          <Field label={t('integrations.cicd.field.provider')} error={errors.provider} required htmlFor={id('provider')}>
            <Select
              ref={form.register('provider')}
              name="provider"
              options={PROVIDER_OPTIONS}
              value={values.provider}
              onValueChange={(value) => form.setField('provider', value)}
            />
          </Field>
          <Field label={t('integrations.cicd.field.apiKey')} error={errors.apiKey} required htmlFor={id('apiKey')}>
            <Input type="password" {...text('apiKey')} />
          </Field>
        </FieldRow>
        <Field label={t('integrations.cicd.field.webhookUrl')} error={errors.webhookUrl} htmlFor={id('webhookUrl')}>
          <Input type="url" inputMode="url" placeholder={t('integrations.cicd.placeholder.webhookUrl')} {...text('webhookUrl')} />
        </Field>
        <FieldRow>
          <Field label={t('integrations.cicd.field.repository')} error={errors.repository} htmlFor={id('repository')}>
            <Input placeholder={t('integrations.cicd.placeholder.repository')} {...text('repository')} />
          </Field>
          <Field label={t('integrations.cicd.field.branch')} error={errors.branch} htmlFor={id('branch')}>
            <Input placeholder={t('integrations.cicd.placeholder.branch')} {...text('branch')} />
          </Field>
        </FieldRow>

        <Fieldset>
          <legend>{t('integrations.cicd.features')}</legend>
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
            {t('integrations.cicd.submit')}
          </Button>
        </Actions>
        <Note>
          <Icon name="lock" />
          <span>{t('integrations.cicd.note')}</span>
        </Note>
      </Form>
    </Surface>
  );
}
