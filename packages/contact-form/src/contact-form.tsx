import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, headingTag, toHeadingLevel, type HeadingLevel } from '@joognoo/ui';
import type { FieldErrors } from '@joognoo/schemas';
import {
  EnsureToasts,
  WidgetLocale,
  useFormFields,
  useLatest,
  useMessages,
  type SubmissionErrorDetail,
  type WidgetCommonProps,
} from '@joognoo/widget-kit';
import { CONTACT_FORM_CATALOG, type ContactFormMessageId } from './catalog';
import { ContactFields } from './contact-fields';
import { CONTACT_FIELDS, VARIANTS, interestValues, isVariant, variantTexts, type ContactFormVariant } from './variants';
import { Actions, Form, FormAlert, Heading, Honeypot } from './styles';
import type { ContactFormClient } from './submission';
import { emptyValues, useContactSubmit } from './use-contact-submit';

/** What the visitor fills in. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  interest: string;
  message: string;
  consent: boolean;
}

/** The lead's context, present in every callback detail (never the visitor's personal data). */
export interface ContactFormEventContext {
  variant: ContactFormVariant;
  /** The interest chosen (or preset). */
  interest: string;
  source: string;
  service: string;
}

export interface ContactFormReadyDetail {
  variant: ContactFormVariant;
}

export interface ContactFormSubmitDetail extends ContactFormEventContext {
  /** The submission's Idempotency-Key (the same on a retry of the same values). */
  idempotencyKey: string;
  /** The same as `idempotencyKey`: count a conversion once per `submissionId`. */
  submissionId: string;
}

export interface ContactFormSuccessDetail extends ContactFormEventContext {
  idempotencyKey: string;
  /** The same as `idempotencyKey`: count a conversion once per `submissionId`. */
  submissionId: string;
  /** Where the form navigates next, when `redirectUrl` was given. */
  redirectUrl?: string;
}

/** The lead's context and the failure: its status, `code`, the message shown, its `reason` and a 400's field messages. */
export interface ContactFormErrorDetail extends ContactFormEventContext, SubmissionErrorDetail {}

/** A custom analytics event of the `contact` variant; the host forwards it to its analytics service. */
export interface ContactFormAnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

export interface ContactFormProps extends Pick<WidgetCommonProps, 'locale' | 'messages'> {
  /** Which form: `home` ('Request Information'), `about` or `contact` (anything else: `contact`). */
  variant: ContactFormVariant;
  /** Preset interest value (one of the variant's options). */
  interest?: string;
  /** Hide the interest field when `interest` presets a valid value. */
  hideInterest?: boolean;
  /** Add-on service the request is about; sent as `service`. */
  service?: string;
  /** Free label of where the form is placed; sent as `source`. */
  source?: string;
  /** The partner id whose page embeds the form (`partner` attribute); sent as `partner`. */
  partner?: string;
  /** Navigate here after a successful submission (http(s) only, relative URLs allowed). */
  redirectUrl?: string;
  /** API origin, e.g. `https://joognoo.example`; default '' (same origin). Ignored with `client`. */
  apiBase?: string;
  /** An API client (`createApiClient()` or any object with `submitContact`). */
  client?: ContactFormClient;
  /** Where the form posts without JavaScript. Default `/contact/submit`. */
  action?: string;
  /** Heading text; defaults to the variant's title (`contact.<variant>.title`). `null` renders no heading. */
  title?: string | null;
  /** Level of the heading element. Default 2. */
  headingLevel?: HeadingLevel;
  /** Values to start with (a server re-rendering a failed no-JS post). */
  initialValues?: Partial<ContactFormValues>;
  /** Messages to start with, by field (a server re-rendering a failed no-JS post). */
  initialErrors?: FieldErrors;
  onReady?: (detail: ContactFormReadyDetail) => void;
  onSubmit?: (detail: ContactFormSubmitDetail) => void;
  onSuccess?: (detail: ContactFormSuccessDetail) => void;
  onError?: (detail: ContactFormErrorDetail) => void;
  /** Receives the Contact analytics events of the `contact` variant. */
  onAnalyticsEvent?: (event: ContactFormAnalyticsEvent) => void;
  /** How to follow `redirectUrl`. Default `window.location.assign` (pass a router's navigate in a SPA). */
  navigate?: (url: string) => void;
  id?: string;
  className?: string;
}

/**
 * The contact form in its three variants (home, about, contact). Renders a real
 * `<form method="post">` (works without JavaScript); with JavaScript it validates with the
 * variant's schema, posts through the API client and toasts the outcome. Toasts go to the
 * nearest `ToastProvider` (its own when there is none).
 */
export function ContactForm(props: ContactFormProps) {
  return (
    <WidgetLocale catalog={CONTACT_FORM_CATALOG} widget="@joognoo/contact-form" locale={props.locale} messages={props.messages}>
      <EnsureToasts>
        <ContactFormView {...props} />
      </EnsureToasts>
    </WidgetLocale>
  );
}

function ContactFormView(props: ContactFormProps) {
  const {
    variant,
    interest: presetInterest,
    hideInterest = false,
    service = '',
    source = '',
    redirectUrl,
    action = '/contact/submit',
    title,
    headingLevel = 2,
    initialValues,
    initialErrors,
    onReady,
    id,
    className,
  } = props;
  // The honeypot's label is widget-kit's text, shared by every form.
  const language = useMessages<ContactFormMessageId | 'kit.honeypot'>();
  const { t } = language;
  // An unknown variant (a React caller's typo) gets the /contact form, as the element's default.
  const kind = isVariant(variant) ? variant : 'contact';
  const config = VARIANTS[kind];
  const texts = useMemo(() => variantTexts(kind, t), [kind, t]);
  const validPreset = presetInterest !== undefined && interestValues(kind).includes(presetInterest);
  const defaultInterest = validPreset ? presetInterest : '';
  const interestHidden = hideInterest && validPreset;
  const visibleFields = CONTACT_FIELDS.filter((field) => !(field === 'interest' && interestHidden));

  const fields = useFormFields<ContactFormValues>(
    () => {
      const start = emptyValues(defaultInterest);
      for (const [key, value] of Object.entries(initialValues ?? {}) as [keyof ContactFormValues, never][]) {
        if (value !== undefined && value !== null) start[key] = value;
      }
      return start;
    },
    visibleFields,
    initialErrors,
    true,
  );
  const { setValues } = fields;
  // A hidden interest is always the preset.
  const values = interestHidden ? { ...fields.values, interest: defaultInterest } : fields.values;
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const fieldId = (field: string) => `${baseId}-${field}`;

  // A preset that changes later (an attribute set after the element upgraded) is applied.
  const appliedPreset = useRef(defaultInterest);
  useEffect(() => {
    if (appliedPreset.current === defaultInterest) return;
    appliedPreset.current = defaultInterest;
    if (defaultInterest) setValues((current) => ({ ...current, interest: defaultInterest }));
  }, [defaultInterest, setValues]);

  const ready = useLatest(onReady);
  useEffect(() => {
    ready.current?.({ variant });
  }, [ready, variant]);

  const { pending, notice, honeypotRef, handleSubmit } = useContactSubmit(props, config, fields, values, defaultInterest, language.locale);

  const otherErrors = Object.entries(fields.errors).filter(([field]) => !(visibleFields as readonly string[]).includes(field));
  const heading = title === null ? null : (title ?? texts.title);

  return (
    <Form
      id={id}
      className={className}
      method="post"
      action={action}
      noValidate
      lang={language.locale}
      dir={language.dir}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : texts.title}
      aria-busy={pending || undefined}
      data-variant={variant}
      onSubmit={handleSubmit}
    >
      {heading ? (
        <Heading as={headingTag(toHeadingLevel(headingLevel, 2))} id={headingId}>
          {/* Isolated: a heading in another language than the page's keeps its punctuation. */}
          <bdi>{heading}</bdi>
        </Heading>
      ) : null}

      <input type="hidden" name="form" value={variant} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="service" value={service} />
      {redirectUrl ? <input type="hidden" name="redirect" value={redirectUrl} /> : null}
      {/* Without JavaScript the host learns the language too: its answer page can speak it. */}
      <input type="hidden" name="locale" value={language.locale} />

      <ContactFields config={config} texts={texts} fields={fields} values={values} interestHidden={interestHidden} fieldId={fieldId} />

      {/* Honeypot: people never see or reach it; bots that fill every input give themselves away. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={fieldId('website')}>{t('kit.honeypot')}</label>
        <input ref={honeypotRef} id={fieldId('website')} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </Honeypot>

      {otherErrors.length > 0 ? (
        <FormAlert role="alert">
          {otherErrors.map(([field, message]) => (
            <span key={field}>
              <bdi>{message}</bdi>
            </span>
          ))}
        </FormAlert>
      ) : null}

      {notice}

      <Actions>
        <Button type="submit" variant="apple" size="lg" disabled={pending}>
          {pending ? texts.pendingLabel : texts.submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
