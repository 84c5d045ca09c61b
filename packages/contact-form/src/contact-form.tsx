import { useEffect, useId, useRef, useState, type ChangeEvent, type ComponentType, type FormEvent } from 'react';
import styled from 'styled-components';
import { createApiClient } from '@joognoo/api-client';
import { FORM_NOT_ENABLED_MESSAGE, validate, type FieldErrors } from '@joognoo/schemas';
import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  Textarea,
  ToastProvider,
  headingTag,
  container,
  toHeadingLevel,
  useToast,
  vars,
  visuallyHidden,
  type HeadingLevel,
  type ToastOptions,
} from '@joognoo/ui';
import {
  captureAttribution,
  loadFormNotEnabled,
  readFailure,
  readOriginNotRegistered,
} from '@joognoo/widget-kit';
import {
  CONTACT_FIELDS,
  VARIANTS,
  interestValues,
  type ContactField,
  type ContactFormVariant,
} from './variants';
import { CONTACT_FORM_ROW_QUERY, contactFormHeightRules } from './layout';
import {
  newIdempotencyKey,
  safeRedirectUrl,
  type ContactFormClient,
  type ContactRequestBody,
} from './submission';

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

export interface ContactFormErrorDetail extends ContactFormEventContext {
  idempotencyKey: string;
  /** The same as `idempotencyKey`. */
  submissionId: string;
  /** HTTP status; undefined when no response arrived (network failure). */
  status?: number;
  /** `origin_not_registered` when the page's origin is not registered (a 403). */
  code?: string;
  /** The message the form showed (the failure toast's, or the not-enabled notice's). */
  message: string;
  /** The error's own message (`STATUS: body text` for an API error). */
  reason: string;
  /** Per-field messages the server returned with a 400. */
  errors?: FieldErrors;
}

/** A custom analytics event (SPEC.md §7); the host forwards it to its analytics service. */
export interface ContactFormAnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

export interface ContactFormProps {
  /** Which form: `home` ('Request Information'), `about` or `contact`. */
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
  /** Heading text; defaults to the variant's title. `null` renders no heading. */
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

const NO_ERRORS: FieldErrors = {};

function emptyValues(interest: string): ContactFormValues {
  return { firstName: '', lastName: '', email: '', company: '', interest, message: '', consent: false };
}

/** `useToast()` when a `ToastProvider` is above, otherwise null. */
function useOptionalToast(): ((options: ToastOptions) => void) | null {
  try {
    return useToast().toast;
  } catch {
    return null;
  }
}

/**
 * The contact form of SPEC.md §2 in its three variants. Renders a real
 * `<form method="post">` (works without JavaScript); with JavaScript it validates with the
 * variant's schema, posts through the API client and toasts the outcome.
 */
export function ContactForm(props: ContactFormProps) {
  const toast = useOptionalToast();
  if (toast) return <ContactFormView {...props} toast={toast} />;
  return (
    <ToastProvider>
      <WithToast {...props} />
    </ToastProvider>
  );
}

function WithToast(props: ContactFormProps) {
  const { toast } = useToast();
  return <ContactFormView {...props} toast={toast} />;
}

interface RetryState {
  fingerprint: string;
  key: string;
}

function ContactFormView({
  variant,
  interest: presetInterest,
  hideInterest = false,
  service = '',
  source = '',
  partner = '',
  redirectUrl,
  apiBase = '',
  client,
  action = '/contact/submit',
  title,
  headingLevel = 2,
  initialValues,
  initialErrors,
  onReady,
  onSubmit,
  onSuccess,
  onError,
  onAnalyticsEvent,
  navigate,
  id,
  className,
  toast,
}: ContactFormProps & { toast: (options: ToastOptions) => void }) {
  const config = VARIANTS[variant] ?? VARIANTS.contact;
  const validPreset = presetInterest !== undefined && interestValues(variant).includes(presetInterest);
  const defaultInterest = validPreset ? presetInterest : '';
  const interestHidden = hideInterest && validPreset;

  const [state, setValues] = useState<ContactFormValues>(() => {
    const start = emptyValues(defaultInterest);
    for (const [key, value] of Object.entries(initialValues ?? {}) as [keyof ContactFormValues, never][]) {
      if (value !== undefined && value !== null) start[key] = value;
    }
    return start;
  });
  // A hidden interest is always the preset.
  const values = interestHidden ? { ...state, interest: defaultInterest } : state;
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? NO_ERRORS);
  const [pending, setPending] = useState(false);
  /** The page's origin is not registered: the notice shows instead of a failure toast. */
  // The notice of a refused origin (`FormNotEnabled`, loaded after that 403), else null.
  const [NotEnabled, setNotEnabled] = useState<ComponentType | null>(null);
  const [focusField, setFocusField] = useState<ContactField | null>(() => firstInvalid(initialErrors));

  const inFlight = useRef(false);
  const retry = useRef<RetryState | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const defaultClient = useRef<{ base: string; client: ContactFormClient } | null>(null);
  const baseId = useId();
  const headingId = `${baseId}-title`;
  const fieldId = (field: string) => `${baseId}-${field}`;

  // A preset that changes later (an attribute set after the element upgraded) is applied.
  const appliedPreset = useRef(defaultInterest);
  useEffect(() => {
    if (appliedPreset.current === defaultInterest) return;
    appliedPreset.current = defaultInterest;
    if (defaultInterest) setValues((current) => ({ ...current, interest: defaultInterest }));
  }, [defaultInterest]);

  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  useEffect(() => {
    readyRef.current?.({ variant });
  }, [variant]);

  useEffect(() => {
    if (!focusField) return;
    fieldRefs.current[focusField]?.focus();
    setFocusField(null);
  }, [focusField]);

  const getClient = (): ContactFormClient => {
    if (client) return client;
    let current = defaultClient.current;
    if (!current || current.base !== apiBase) {
      current = { base: apiBase, client: createApiClient({ baseUrl: apiBase }) };
      defaultClient.current = current;
    }
    return current.client;
  };

  const clearError = (field: ContactField) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const setField = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const onText = (field: 'firstName' | 'lastName' | 'email' | 'company' | 'message') => (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => setField(field, event.target.value);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;

    const result = validate(config.schema, {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      company: values.company,
      interest: values.interest,
      message: values.message,
      consent: values.consent,
    });
    if (!result.success) {
      setErrors(result.errors);
      setFocusField(firstInvalid(result.errors, interestHidden));
      return;
    }

    const body: ContactRequestBody = {
      ...result.output,
      message: result.output.message ?? '',
      form: variant,
      source,
      service,
      partner,
      website: honeypotRef.current?.value ?? '',
    };
    // Captured now, from the page as it is (a single-page app's current URL).
    const attribution = captureAttribution();
    if (attribution) body.attribution = attribution;
    // The same values retried after a network failure or a server error (5xx: the server
    // stores only successful answers) keep their key, so a request that did reach the server
    // is stored once; anything else is a distinct submission.
    const fingerprint = JSON.stringify(body);
    const idempotencyKey =
      retry.current && retry.current.fingerprint === fingerprint ? retry.current.key : newIdempotencyKey();
    retry.current = null;
    const context: ContactFormEventContext = { variant, interest: body.interest, source, service };

    inFlight.current = true;
    setPending(true);
    setErrors(NO_ERRORS);
    setNotEnabled(null);
    onSubmit?.({ ...context, idempotencyKey, submissionId: idempotencyKey });
    try {
      await getClient().submitContact(body, { idempotencyKey });

      setValues(emptyValues(defaultInterest));
      if (honeypotRef.current) honeypotRef.current.value = '';
      toast({ title: config.success.title, description: config.success.description });
      if (variant === 'contact') {
        onAnalyticsEvent?.({ category: 'Contact', action: 'form_submission', label: body.interest, value: 1 });
      }
      const target =
        typeof window === 'undefined' ? undefined : safeRedirectUrl(redirectUrl, window.location.href);
      onSuccess?.({ ...context, idempotencyKey, submissionId: idempotencyKey, ...(target ? { redirectUrl: target } : {}) });
      if (target) (navigate ?? ((url: string) => window.location.assign(url)))(target);
    } catch (error) {
      const failure = readFailure(error);
      if (failure.status === undefined || failure.status >= 500) retry.current = { fingerprint, key: idempotencyKey };
      const refused = readOriginNotRegistered(error, apiBase);
      if (refused) {
        // Said politely to the visitor, and once, with the fix, to the page's developer.
        const { FormNotEnabled, formNotEnabledLog } = await loadFormNotEnabled();
        console.error(formNotEnabledLog('@joognoo/contact-form', refused, partner));
        setNotEnabled(() => FormNotEnabled);
        if (variant === 'contact') {
          onAnalyticsEvent?.({ category: 'Contact', action: 'form_submission_error', label: failure.message, value: 0 });
        }
        onError?.({
          ...context,
          idempotencyKey,
          submissionId: idempotencyKey,
          status: 403,
          code: 'origin_not_registered',
          message: FORM_NOT_ENABLED_MESSAGE,
          reason: failure.message,
        });
        return;
      }
      // Never the values or the request: only what went wrong.
      console.error(`[@joognoo/contact-form] submission failed: ${failure.message}`);

      const serverErrors = failure.status === 400 ? failure.fieldErrors : undefined;
      if (serverErrors && Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        setFocusField(firstInvalid(serverErrors, interestHidden));
      }
      const description =
        failure.status === 429 && failure.serverMessage ? failure.serverMessage : config.failure.description;
      toast({ variant: 'destructive', title: config.failure.title, description });
      if (variant === 'contact') {
        onAnalyticsEvent?.({ category: 'Contact', action: 'form_submission_error', label: failure.message, value: 0 });
      }
      onError?.({
        ...context,
        idempotencyKey,
        submissionId: idempotencyKey,
        message: description,
        reason: failure.message,
        ...(failure.status !== undefined ? { status: failure.status } : {}),
        ...(serverErrors ? { errors: serverErrors } : {}),
      });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const visibleFields = CONTACT_FIELDS.filter((field) => !(field === 'interest' && interestHidden));
  const otherErrors = Object.entries(errors).filter(
    ([field]) => !(visibleFields as readonly string[]).includes(field),
  );
  const heading = title === null ? null : (title ?? config.title);
  const register = (field: ContactField) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };

  return (
    <Form
      id={id}
      className={className}
      method="post"
      action={action}
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : config.title}
      aria-busy={pending || undefined}
      data-variant={variant}
      onSubmit={handleSubmit}
    >
      {heading ? (
        <Heading as={headingTag(toHeadingLevel(headingLevel, 2))} id={headingId}>
          {heading}
        </Heading>
      ) : null}

      <input type="hidden" name="form" value={variant} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="service" value={service} />
      {redirectUrl ? <input type="hidden" name="redirect" value={redirectUrl} /> : null}

      <Row>
        <Field label={config.labels.firstName} error={errors.firstName} required htmlFor={fieldId('firstName')}>
          <Input
            ref={register('firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={onText('firstName')}
          />
        </Field>
        <Field label={config.labels.lastName} error={errors.lastName} required htmlFor={fieldId('lastName')}>
          <Input
            ref={register('lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={onText('lastName')}
          />
        </Field>
      </Row>

      <Field label={config.labels.email} error={errors.email} required htmlFor={fieldId('email')}>
        <Input
          ref={register('email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={values.email}
          onChange={onText('email')}
        />
      </Field>

      <Field label={config.labels.company} error={errors.company} required htmlFor={fieldId('company')}>
        <Input
          ref={register('company')}
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={onText('company')}
        />
      </Field>

      {interestHidden ? (
        <input type="hidden" name="interest" value={values.interest} />
      ) : (
        <Field label={config.labels.interest} error={errors.interest} required htmlFor={fieldId('interest')}>
          <Select
            ref={register('interest')}
            name="interest"
            options={config.interestOptions}
            placeholder={config.interestPlaceholder}
            value={values.interest}
            onValueChange={(value) => setField('interest', value)}
          />
        </Field>
      )}

      <Field
        label={config.labels.message}
        error={errors.message}
        required={config.messageRequired}
        htmlFor={fieldId('message')}
      >
        <Textarea
          ref={register('message')}
          name="message"
          rows={4}
          value={values.message}
          onChange={onText('message')}
        />
      </Field>

      <Field error={errors.consent} required htmlFor={fieldId('consent')}>
        <Checkbox
          ref={register('consent')}
          name="consent"
          value="true"
          label={config.consentLabel}
          checked={values.consent}
          onChange={(event) => setField('consent', event.target.checked)}
        />
      </Field>

      {/* Honeypot: people never see or reach it; bots that fill every input give themselves away. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={fieldId('website')}>Leave this field empty</label>
        <input ref={honeypotRef} id={fieldId('website')} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </Honeypot>

      {otherErrors.length > 0 ? (
        <FormAlert role="alert">
          {otherErrors.map(([field, message]) => (
            <span key={field}>{message}</span>
          ))}
        </FormAlert>
      ) : null}

      {NotEnabled ? <NotEnabled /> : null}

      <Actions>
        <Button type="submit" variant="apple" size="lg" disabled={pending}>
          {pending ? config.pendingLabel : config.submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}

/** The first field (in display order) that has a message. */
function firstInvalid(errors: FieldErrors | undefined, interestHidden = false): ContactField | null {
  if (!errors) return null;
  return CONTACT_FIELDS.find((field) => field in errors && !(field === 'interest' && interestHidden)) ?? null;
}

const Form = styled.form`
  box-sizing: border-box;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  width: 100%;
  margin: 0;
  padding: ${vars.space['6']} ${vars.space['5']};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.foreground};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};
  text-align: left;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  ${container.sm} {
    padding: ${vars.space['8']};
  }

  /* Embedded: the form fills the space its element reserves (layout.ts), the submit
     button at the bottom, so the reservation and the form are one size. */
  ${contactFormHeightRules}
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: ${vars.letterSpacing.tight};
  color: ${vars.color.foreground};
`;

/** First and last name: stacked, side by side from 400 px of the form's own width. */
const Row = styled.div`
  display: grid;
  gap: ${vars.space['5']};

  ${CONTACT_FORM_ROW_QUERY} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space['4']};
  }
`;

const Honeypot = styled.div`
  ${visuallyHidden};
`;

const FormAlert = styled.p`
  display: grid;
  gap: ${vars.space['1']};
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.destructiveSubtle};
  color: ${vars.color.destructive};
  font-size: ${vars.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  margin-top: auto;

  & > * {
    width: 100%;
  }

  ${CONTACT_FORM_ROW_QUERY} {
    & > * {
      width: auto;
    }
  }
`;
