/**
 * The application form of a job's page: the fields and messages of `@joognoo/schemas`
 * (`applicationSchema`, `checkCvFile`) with the labels of `APPLICATION_LABELS` in the widget's
 * language (`jobBoard.application.*`), a real
 * `<form method="post" enctype="multipart/form-data">` that works without JavaScript, and
 * with it a validated post through the API client with the upload's progress, toasts and
 * `onSubmit` / `onSuccess` / `onError` (the element's `joognoo:*` events). JobDetail loads
 * this module lazily (its code is not part of the job list's bytes).
 */
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  APPLICATION_CV_ACCEPT,
  APPLICATION_CV_FIELD,
  APPLICATION_CV_MAX_BYTES,
  APPLICATION_MESSAGES,
  APPLICATION_OUTCOMES,
  APPLICATION_TEXT_FIELDS,
  applicationSchema,
  checkCvFile,
  validate,
  type FieldErrors,
} from '@joognoo/schemas';
import { Button, Checkbox, Field, Input, Textarea, vars, visuallyHidden } from '@joognoo/ui';
import { captureAttribution, useFormFields, useMessages, useOutcomes, useSubmission, type FieldCodes, type FormFields } from '@joognoo/widget-kit';
import type { ApplicationFormClient, ApplicationFormProps, ApplicationFormValues } from './application';
import type { JobBoardMessageId } from './catalog';
import { formatMegabytes, formatPercent } from './format';

/** A CV at least this large shows the upload's progress (a smaller one is sent in a moment). */
export const APPLICATION_PROGRESS_MIN_BYTES = 256 * 1024;

/** The accessible name of the upload's progress bar, in English (`jobBoard.application.uploading`). */
export const UPLOAD_PROGRESS_LABEL = 'Uploading your CV';

/**
 * The validation code (and values) of each message `checkCvFile` gives: in another language
 * the field shows the schemas' `validation.<code>` message, as for the text fields, whose
 * codes `validate` gives.
 */
const CV_CODES: Readonly<Record<string, FieldCodes[string]>> = {
  [APPLICATION_MESSAGES.cvRequired]: { code: 'cv.required' },
  [APPLICATION_MESSAGES.cvEmpty]: { code: 'cv.empty' },
  [APPLICATION_MESSAGES.cvTooLarge]: { code: 'cv.tooLarge', values: { max: APPLICATION_CV_MAX_BYTES / (1024 * 1024) } },
  [APPLICATION_MESSAGES.cvType]: { code: 'cv.type' },
};

/** Fields in display order: the first with a message takes the focus. */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'profileUrl', APPLICATION_CV_FIELD, 'coverLetter', 'consent'] as const;

type TextField = Exclude<(typeof APPLICATION_TEXT_FIELDS)[number], 'consent'>;

const EMPTY: ApplicationFormValues = { firstName: '', lastName: '', email: '', phone: '', profileUrl: '', coverLetter: '', consent: false };

const NO_ERRORS: FieldErrors = {};

/** The consent label, its `<0>…</0>` (the words 'privacy policy' in its language) a link to `href`. */
function ConsentLabel({ text, href }: { text: string; href: string }) {
  const link = /<0>(.*?)<\/0>/s.exec(text);
  if (!link) return <>{text}</>;
  return (
    <>
      {text.slice(0, link.index)}
      <a href={href} target="_blank" rel="noopener">
        {link[1]}
      </a>
      {text.slice(link.index + link[0].length)}
    </>
  );
}

/** The form itself; `JobDetail` renders it in its `#apply` section (see `ApplicationFormProps`). */
export default function ApplicationForm({
  job,
  client,
  partner = '',
  source = '',
  action,
  privacyHref = '/privacy-policy',
  initialValues,
  initialErrors,
  onSubmit,
  onSuccess,
  onError,
}: ApplicationFormProps & { client: () => ApplicationFormClient }) {
  const language = useMessages<JobBoardMessageId | 'kit.honeypot'>();
  const { t } = language;
  const fields = useFormFields<ApplicationFormValues>(() => ({ ...EMPTY, ...initialValues }), FIELD_ORDER, initialErrors);
  const outcomes = useOutcomes('application', APPLICATION_OUTCOMES);
  const { pending, submit } = useSubmission(outcomes, fields.showErrors);
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const fieldId = (field: string) => `${baseId}-${field}`;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const cv = fileRef.current?.files?.[0] ?? file;
    const checked = validate(applicationSchema, fields.values);
    const found: FieldErrors = checked.success ? {} : { ...checked.errors };
    const codes: FieldCodes = { ...(checked as { codes?: FieldCodes }).codes };
    const cvError = checkCvFile(cv);
    if (cvError) {
      found[APPLICATION_CV_FIELD] = cvError;
      const cvCode = CV_CODES[cvError];
      if (cvCode) codes[APPLICATION_CV_FIELD] = cvCode;
    }
    if (!checked.success || cvError || !cv) {
      fields.showErrors(found, codes);
      return;
    }

    const attribution = captureAttribution();
    const submission = {
      ...checked.output,
      cv,
      partner,
      // The language the candidate applied in: the confirmation e-mail speaks it too.
      locale: language.locale,
      website: honeypotRef.current?.value ?? '',
      ...(attribution ? { attribution } : {}),
    };
    const context = { job: job.slug, jobTitle: job.title, partner, source };
    const showProgress = cv.size >= APPLICATION_PROGRESS_MIN_BYTES;
    void submit({
      // The same values and file retried keep their key: the server stores the application once.
      fingerprint: JSON.stringify({ ...submission, cv: [cv.name, cv.size, cv.lastModified] }),
      send: (idempotencyKey) =>
        client().submitApplication(job.slug, submission, {
          idempotencyKey,
          ...(showProgress ? { onUploadProgress: ({ percent }: { percent: number }) => setProgress(percent) } : {}),
        }),
      started: (idempotencyKey) => {
        fields.showErrors(NO_ERRORS);
        setProgress(showProgress ? 0 : null);
        onSubmit?.({ ...context, idempotencyKey, submissionId: idempotencyKey });
      },
      succeeded: (created, idempotencyKey) => {
        setProgress(null);
        fields.setValues(EMPTY);
        setFile(null);
        if (fileRef.current) fileRef.current.value = '';
        if (honeypotRef.current) honeypotRef.current.value = '';
        onSuccess?.({ ...context, idempotencyKey, submissionId: idempotencyKey, reference: created?.reference });
      },
      failed: (detail) => {
        // Never the values or the request: only what went wrong.
        console.error(`[@joognoo/job-board] application failed: ${detail.reason}`);
        setProgress(null);
        onError?.({ ...context, ...detail });
      },
    });
  };

  const known = new Set<string>(FIELD_ORDER);
  const otherErrors = Object.entries(fields.errors).filter(([field]) => !known.has(field));

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      aria-label={t('jobBoard.application.heading')}
      aria-busy={pending || undefined}
      onSubmit={handleSubmit}
    >
      <ApplicationFields fields={fields} fieldId={fieldId} privacyHref={privacyHref} fileRef={fileRef} onFile={setFile} />

      {/* Honeypot: people never see or reach it; bots that fill every input give themselves away. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={fieldId('website')}>{t('kit.honeypot')}</label>
        <input ref={honeypotRef} id={fieldId('website')} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </Honeypot>

      {otherErrors.length > 0 ? (
        <FormAlert role="alert">
          {otherErrors.map(([field, message]) => (
            <span key={field}>{message}</span>
          ))}
        </FormAlert>
      ) : null}

      {progress !== null ? (
        <Progress>
          <span aria-hidden="true">{t('jobBoard.application.uploadProgress', { percent: formatPercent(progress, language.formatLocale) })}</span>
          <progress aria-label={t('jobBoard.application.uploading')} max={100} value={progress} />
        </Progress>
      ) : null}

      <Actions>
        <Button type="submit" variant="apple" size="lg" disabled={pending}>
          {pending ? t('jobBoard.application.pending') : t('jobBoard.application.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

interface ApplicationFieldsProps {
  fields: FormFields<ApplicationFormValues>;
  fieldId: (field: string) => string;
  privacyHref: string;
  fileRef: React.RefObject<HTMLInputElement | null>;
  onFile: (file: File | null) => void;
}

/** The candidate's fields, labelled with `APPLICATION_LABELS` of @joognoo/schemas in the widget's language. */
function ApplicationFields({ fields, fieldId, privacyHref, fileRef, onFile }: ApplicationFieldsProps) {
  const { t, formatLocale } = useMessages<JobBoardMessageId>();
  const { values, errors, register, setField, clearError } = fields;
  const onText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(field, event.target.value);
  return (
    <>
      <Row>
        <Field label={t('jobBoard.application.firstName')} error={errors.firstName} required htmlFor={fieldId('firstName')}>
          <Input ref={register('firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={onText('firstName')} />
        </Field>
        <Field label={t('jobBoard.application.lastName')} error={errors.lastName} required htmlFor={fieldId('lastName')}>
          <Input ref={register('lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onChange={onText('lastName')} />
        </Field>
      </Row>
      <Field label={t('jobBoard.application.email')} error={errors.email} required htmlFor={fieldId('email')}>
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
      <Row>
        <Field label={t('jobBoard.application.phone')} error={errors.phone} htmlFor={fieldId('phone')}>
          <Input ref={register('phone')} type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={onText('phone')} />
        </Field>
        <Field label={t('jobBoard.application.profileUrl')} error={errors.profileUrl} htmlFor={fieldId('profileUrl')}>
          <Input ref={register('profileUrl')} type="url" name="profileUrl" autoComplete="url" value={values.profileUrl} onChange={onText('profileUrl')} />
        </Field>
      </Row>
      <Field label={t('jobBoard.application.cv', { size: formatMegabytes(APPLICATION_CV_MAX_BYTES, formatLocale) })} error={errors[APPLICATION_CV_FIELD]} required htmlFor={fieldId('cv')}>
        <FileInput
          ref={(element) => {
            fileRef.current = element;
            register(APPLICATION_CV_FIELD)(element);
          }}
          type="file"
          name={APPLICATION_CV_FIELD}
          accept={APPLICATION_CV_ACCEPT}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            clearError(APPLICATION_CV_FIELD);
          }}
        />
      </Field>
      <Field label={t('jobBoard.application.coverLetter')} error={errors.coverLetter} htmlFor={fieldId('coverLetter')}>
        <Textarea ref={register('coverLetter')} name="coverLetter" rows={6} value={values.coverLetter} onChange={onText('coverLetter')} />
      </Field>
      <Field error={errors.consent} required htmlFor={fieldId('consent')}>
        <Checkbox
          ref={register('consent')}
          name="consent"
          value="true"
          label={<ConsentLabel text={t('jobBoard.application.consent')} href={privacyHref} />}
          checked={values.consent}
          onChange={(event) => setField('consent', event.target.checked)}
        />
      </Field>
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  margin: 0;
  text-align: start;

  /* The privacy policy link in the consent line: the site's link colour, not the browser's. */
  a {
    color: ${vars.color.primary};
    text-underline-offset: 2px;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space['5']};

  @container (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space['4']};
  }
`;

const FileInput = styled(Input)`
  height: auto;
  padding: ${vars.space['2']};
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
  /* The hover shade: the base red on the subtle background is 4.4:1, under the 4.5:1 text needs. */
  color: ${vars.color.destructiveHover};
  font-size: ${vars.fontSize.sm};
`;

const Progress = styled.div`
  display: grid;
  gap: ${vars.space['2']};
  font-size: ${vars.fontSize.sm};

  progress {
    width: 100%;
    height: 8px;
    accent-color: ${vars.color.primary};
  }
`;

const Actions = styled.div`
  display: flex;
`;
