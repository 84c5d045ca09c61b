import { useMemo, useRef, type FormEvent } from 'react';
import { createApiClient } from '@joognoo/api-client';
import type { FieldErrors, ShippedLocale } from '@joognoo/schemas';
import { useWidgetLanguage } from '@joognoo/ui';
import { captureAttribution, useOutcomes, useSubmission, type FormFields } from '@joognoo/widget-kit';
import type { ContactFormEventContext, ContactFormProps, ContactFormValues } from './contact-form';
import { safeRedirectUrl, type ContactFormClient, type ContactRequestBody } from './submission';
import type { VariantConfig } from './variants';

const NO_ERRORS: FieldErrors = {};

export function emptyValues(interest: string): ContactFormValues {
  return { firstName: '', lastName: '', email: '', company: '', interest, message: '', consent: false };
}

/**
 * A form's outcome toasts in the widget's language (`outcome.<name>.*` of the schemas'
 * catalog). The contact forms' failure line is their outcome's `description` (the site's
 * no-JavaScript page shows it under that name), so it is read by that id as well as by
 * `fallback`; English wherever neither is in the catalogs.
 */
function useContactOutcomes({ outcomes, english }: VariantConfig) {
  const language = useWidgetLanguage();
  const read = useOutcomes(outcomes, english);
  return useMemo(() => {
    const description = `outcome.${outcomes}.failure.description`;
    if (language.has(`outcome.${outcomes}.failure.fallback`) || !language.has(description)) return read;
    return { ...read, failure: { ...read.failure, fallback: language.t(description) } };
  }, [language, outcomes, read]);
}

/**
 * The contact form's submit: the variant's schema, the request body with the lead's context,
 * the outcome's events (and the `contact` variant's analytics events), the redirect.
 * `values` are the values as shown (a hidden interest is the preset); `locale` is the language
 * the form speaks, sent with the lead so that what the visitor receives speaks it too.
 */
export function useContactSubmit(
  {
    variant,
    service = '',
    source = '',
    partner = '',
    redirectUrl,
    apiBase = '',
    client,
    onSubmit,
    onSuccess,
    onError,
    onAnalyticsEvent,
    navigate,
  }: ContactFormProps,
  config: VariantConfig,
  fields: FormFields<ContactFormValues>,
  values: ContactFormValues,
  defaultInterest: string,
  locale: ShippedLocale,
) {
  const outcomes = useContactOutcomes(config);
  const { pending, submit, notice } = useSubmission(
    outcomes,
    fields.showErrors,
    { widget: '@joognoo/contact-form', apiBase, partner },
    // A 429's own message replaces the failure's line (in English: useSubmission never shows
    // the server's English in another language); every other failure shows the variant's.
    (failure) => (failure.status === 429 ? failure.serverMessage : undefined),
  );
  const api = useMemo<ContactFormClient>(() => client ?? createApiClient({ baseUrl: apiBase }), [client, apiBase]);
  const honeypotRef = useRef<HTMLInputElement>(null);

  const analytics = (action: string, label: string, value: number) => {
    if (variant === 'contact') onAnalyticsEvent?.({ category: 'Contact', action, label, value });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // The schema's output has its fields only (a server's `initialValues` may hold more).
    const output = fields.check(config.schema, values);
    if (!output) return;
    const body: ContactRequestBody = {
      ...output,
      message: output.message ?? '',
      form: variant,
      source,
      service,
      partner,
      website: honeypotRef.current?.value ?? '',
      locale,
    };
    // Captured now, from the page as it is (a single-page app's current URL).
    const attribution = captureAttribution();
    if (attribution) body.attribution = attribution;
    const context: ContactFormEventContext = { variant, interest: body.interest, source, service };
    void submit({
      fingerprint: JSON.stringify(body),
      send: (idempotencyKey) => api.submitContact(body, { idempotencyKey }),
      started: (idempotencyKey) => {
        fields.showErrors(NO_ERRORS);
        onSubmit?.({ ...context, idempotencyKey, submissionId: idempotencyKey });
      },
      succeeded: (_created, idempotencyKey) => {
        fields.setValues(emptyValues(defaultInterest));
        if (honeypotRef.current) honeypotRef.current.value = '';
        analytics('form_submission', body.interest, 1);
        const target = typeof window === 'undefined' ? undefined : safeRedirectUrl(redirectUrl, window.location.href);
        onSuccess?.({ ...context, idempotencyKey, submissionId: idempotencyKey, ...(target ? { redirectUrl: target } : {}) });
        if (target) (navigate ?? ((url: string) => window.location.assign(url)))(target);
      },
      failed: (detail) => {
        // Never the values or the request: only what went wrong.
        if (!detail.code) console.error(`[@joognoo/contact-form] submission failed: ${detail.reason}`);
        analytics('form_submission_error', detail.reason, 0);
        onError?.({ ...context, ...detail });
      },
    });
  };

  return { pending, notice, honeypotRef, handleSubmit };
}
