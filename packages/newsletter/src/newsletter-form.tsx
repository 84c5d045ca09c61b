import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { createApiClient } from '@joognoo/api-client';
import { NEWSLETTER_OUTCOMES, newsletterSchema } from '@joognoo/schemas';
import { Button, Field, Input, headingTag, container, toHeadingLevel, vars, visuallyHidden, type HeadingLevel } from '@joognoo/ui';
import {
  EnsureToasts,
  WidgetLocale,
  captureAttribution,
  useFormFields,
  useLatest,
  useMessages,
  useOutcomes,
  useSubmission,
  type WidgetCallbacks,
  type WidgetCommonProps,
} from '@joognoo/widget-kit';
import { newsletterHeightRules } from './layout';
import { NEWSLETTER_CATALOG, type NewsletterMessageId } from './catalog';
import { signUpFor } from './sign-ups';
import type { NewsletterClient, NewsletterRequestBody } from './submission';

export interface NewsletterSubmitDetail {
  source: string;
  /**
   * The sign-up's id (its Idempotency-Key): the same for every sign-up of the same address
   * (trimmed, lower case) in this page session, so analytics count it once.
   */
  submissionId: string;
}
export interface NewsletterSuccessDetail {
  source: string;
  /** As in `NewsletterSubmitDetail`: a repeated sign-up of an address has the same id. */
  submissionId: string;
  /** True when this address had already signed up successfully in this page session. */
  repeat: boolean;
}

export interface NewsletterFormProps
  extends WidgetCommonProps,
    WidgetCallbacks<NewsletterSubmitDetail, NewsletterSuccessDetail> {
  /** API origin (`https://www.joognoo.com`); default '' = same origin. Ignored when `client` is given. */
  apiBase?: string;
  /** An API client (`createApiClient()` or any object with `subscribeNewsletter`). */
  client?: NewsletterClient;
  /** Free label stored with the subscription (e.g. `blog-footer`). */
  source?: string;
  /** Partner id of the embedding page (`partner` attribute), sent with the sign-up; '' for none. */
  partner?: string;
  /** Heading; default the `newsletter.title` message ('Subscribe to our newsletter'). `''` hides it. */
  title?: ReactNode;
  /** Text under the heading; `''` hides it. */
  description?: ReactNode;
  /** Level of the heading element (1–6), to fit the page's outline. Default 2. */
  headingLevel?: HeadingLevel;
  /**
   * Without JavaScript the form posts here (`application/x-www-form-urlencoded`: `email`,
   * `source`, `form=newsletter` and the `website` honeypot); default `/newsletter/subscribe`,
   * the Joognoo site's no-JS handler.
   */
  action?: string;
  /** Server re-render after a no-JS post: the value to keep in the field. */
  defaultEmail?: string;
  /** Server re-render after a no-JS post: the field's error message. */
  initialError?: string;
  /** Server re-render after a successful no-JS post: show the thank-you text. */
  initialSubscribed?: boolean;
  className?: string;
}

const Box = styled.section`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['4']};
  padding: ${vars.space['6']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.foreground};
  font-family: ${vars.font.family};

  /* Embedded: the box fills the space its element reserves (layout.ts), its content at
     the top, so the reservation and the box are one size. */
  .joognoo-root > & {
    align-content: start;
  }
  ${newsletterHeightRules}
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: ${vars.letterSpacing.tight};
  color: ${vars.color.foreground};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.muted};
`;

const Form = styled.form`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};

  ${container.sm} {
    flex-direction: row;
    align-items: flex-start;
  }

  & > button {
    flex-shrink: 0;
  }
`;

const Honeypot = styled.div`
  ${visuallyHidden};
`;

const Thanks = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.success};
`;

const CheckInbox = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;

/**
 * The newsletter box. A real `<form method="post">` (works without JavaScript); with
 * JavaScript it validates with `newsletterSchema`, posts through the API client and toasts
 * the outcome. Toasts go to the nearest `ToastProvider` (its own when there is none).
 */
export function NewsletterForm(props: NewsletterFormProps) {
  return (
    <WidgetLocale catalog={NEWSLETTER_CATALOG} widget="@joognoo/newsletter" locale={props.locale} messages={props.messages}>
      <EnsureToasts>
        <NewsletterFormView {...props} />
      </EnsureToasts>
    </WidgetLocale>
  );
}

function NewsletterFormView({
  apiBase = '',
  client,
  source = '',
  partner = '',
  title,
  description,
  headingLevel,
  action = '/newsletter/subscribe',
  defaultEmail = '',
  initialError,
  initialSubscribed = false,
  className,
  onReady,
  onSubmit,
  onSuccess,
  onError,
}: NewsletterFormProps) {
  const language = useMessages<NewsletterMessageId>();
  const { t } = language;
  const outcomes = useOutcomes('newsletter', NEWSLETTER_OUTCOMES);
  const heading = title ?? t('newsletter.title');
  const lead = description ?? t('newsletter.description');
  const { values, errors, setField, showErrors, check } = useFormFields({ email: defaultEmail }, [], initialError ? { email: initialError } : undefined);
  const [subscribed, setSubscribed] = useState(initialSubscribed);
  const { pending, submit, notice } = useSubmission(outcomes, undefined, { widget: '@joognoo/newsletter', apiBase, partner });
  const api = useMemo<NewsletterClient>(() => client ?? createApiClient({ baseUrl: apiBase }), [client, apiBase]);
  const honeypot = useRef<HTMLInputElement>(null);
  const error = errors.email;

  const ready = useLatest(onReady);
  useEffect(() => {
    ready.current?.({});
  }, [ready]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return; // a double click sends one request
    const output = check(newsletterSchema, values);
    if (!output) {
      setSubscribed(false);
      return;
    }
    const signUp = signUpFor(output.email);
    const fresh: NewsletterRequestBody = {
      email: output.email,
      source,
      partner,
      website: honeypot.current?.value ?? '',
      locale: language.locale,
    };
    // Captured now, from the page as it is (a single-page app's current URL).
    const attribution = captureAttribution();
    if (attribution) fresh.attribution = attribution;
    // A sign-up the API may have stored goes again as it was, with its key: the API answers
    // as before and stores nothing new (see sign-ups.ts).
    const body = signUp.sent ?? fresh;
    const submissionId = signUp.id;
    const repeat = signUp.succeeded;
    void submit({
      key: submissionId,
      send: () => api.subscribeNewsletter(body, { idempotencyKey: submissionId }),
      started: () => {
        setSubscribed(false);
        onSubmit?.({ source, submissionId });
      },
      succeeded: () => {
        signUp.sent = body;
        signUp.succeeded = true;
        setField('email', '');
        setSubscribed(true);
        onSuccess?.({ source, submissionId, repeat });
      },
      failed: ({ status, code, message }, failure) => {
        // A network failure or a 5xx may have stored it: keep the body with the key.
        if (!signUp.succeeded) signUp.sent = status === undefined || status >= 500 ? body : undefined;
        const emailError = failure.fieldErrors?.email;
        if (emailError) showErrors({ email: emailError });
        onError?.({ status, ...(code ? { code } : {}), message, submissionId });
      },
    });
  };

  return (
    <Box className={className} lang={language.locale} dir={language.dir} aria-label={heading ? undefined : t('newsletter.title')}>
      {/* Isolated: a heading or text in another language than the page's keeps its punctuation. */}
      {heading ? (
        <Heading as={headingTag(toHeadingLevel(headingLevel, 2))}>
          <bdi>{heading}</bdi>
        </Heading>
      ) : null}
      {lead ? (
        <Description>
          <bdi>{lead}</bdi>
        </Description>
      ) : null}
      <Form method="post" action={action} noValidate onSubmit={handleSubmit}>
        <input type="hidden" name="form" value="newsletter" />
        <input type="hidden" name="source" value={source} />
        <Honeypot aria-hidden="true">
          <label>
            {t('newsletter.honeypot')}
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Honeypot>
        <Field label={t('newsletter.label')} error={error}>
          {(control) => (
            <Row>
              <Input
                {...control}
                type="email"
                name="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('newsletter.placeholder')}
                value={values.email}
                onChange={(event) => setField('email', event.target.value)}
                disabled={pending}
                invalid={Boolean(error)}
              />
              <Button type="submit" variant="apple" disabled={pending} aria-busy={pending || undefined}>
                {pending ? t('newsletter.pending') : t('newsletter.submit')}
              </Button>
            </Row>
          )}
        </Field>
        {notice}
        {subscribed ? (
          <>
            <Thanks role="status">{outcomes.success.description}</Thanks>
            <CheckInbox aria-live="polite">{t('newsletter.checkInbox')}</CheckInbox>
          </>
        ) : null}
      </Form>
    </Box>
  );
}
