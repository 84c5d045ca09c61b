/**
 * The application form of a job's page (issue 18): the fields, labels and messages of
 * `@joognoo/schemas` (`applicationSchema`, `checkCvFile`), a real
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
  APPLICATION_LABELS,
  APPLICATION_OUTCOMES,
  APPLICATION_TEXT_FIELDS,
  applicationSchema,
  checkCvFile,
  validate,
  type FieldErrors,
} from '@joognoo/schemas';
import { Button, Checkbox, Field, Input, Textarea, useToast, vars, visuallyHidden } from '@joognoo/ui';
import { captureAttribution, newSubmissionId, readFailure } from '@joognoo/widget-kit';
import type { ApplicationErrorDetail, ApplicationFormClient, ApplicationFormProps, ApplicationFormValues } from './application';

/** A CV at least this large shows the upload's progress (a smaller one is sent in a moment). */
export const APPLICATION_PROGRESS_MIN_BYTES = 256 * 1024;

/** The accessible name of the upload's progress bar. */
export const UPLOAD_PROGRESS_LABEL = 'Uploading your CV';

/** Fields in display order: the first with a message takes the focus. */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'profileUrl', APPLICATION_CV_FIELD, 'coverLetter', 'consent'] as const;
type FormField = (typeof FIELD_ORDER)[number];

type TextField = Exclude<(typeof APPLICATION_TEXT_FIELDS)[number], 'consent'>;

const EMPTY: ApplicationFormValues = { firstName: '', lastName: '', email: '', phone: '', profileUrl: '', coverLetter: '', consent: false };

const NO_ERRORS: FieldErrors = {};

/** The consent label with 'privacy policy' as a link to `href`. */
function ConsentLabel({ href }: { href: string }) {
  const text = APPLICATION_LABELS.consent;
  const at = text.lastIndexOf('privacy policy');
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={href} target="_blank" rel="noopener">
        privacy policy
      </a>
      {text.slice(at + 'privacy policy'.length)}
    </>
  );
}

interface RetryState {
  fingerprint: string;
  key: string;
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
  const { toast } = useToast();
  const [values, setValues] = useState<ApplicationFormValues>(() => ({ ...EMPTY, ...initialValues }));
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const inFlight = useRef(false);
  const retry = useRef<RetryState | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});
  const baseId = useId();
  const fieldId = (field: string) => `${baseId}-${field}`;
  const register = (field: FormField) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const onText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const focusFirst = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => field in found);
    if (first) fieldRefs.current[first]?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const cv = fileRef.current?.files?.[0] ?? file;
    const checked = validate(applicationSchema, values);
    const found: FieldErrors = checked.success ? {} : { ...checked.errors };
    const cvError = checkCvFile(cv);
    if (cvError) found[APPLICATION_CV_FIELD] = cvError;
    if (!checked.success || cvError || !cv) {
      setErrors(found);
      focusFirst(found);
      return;
    }

    const attribution = captureAttribution();
    const submission = {
      ...checked.output,
      cv,
      partner,
      website: honeypotRef.current?.value ?? '',
      ...(attribution ? { attribution } : {}),
    };
    // The same values and file retried after no answer or a 5xx keep their key (the server
    // then stores the application once); anything else is a new submission.
    const fingerprint = JSON.stringify({ ...submission, cv: [cv.name, cv.size, cv.lastModified] });
    const idempotencyKey = retry.current?.fingerprint === fingerprint ? retry.current.key : newSubmissionId();
    retry.current = null;
    const context = { job: job.slug, jobTitle: job.title, partner, source };

    inFlight.current = true;
    setPending(true);
    setErrors(NO_ERRORS);
    setProgress(cv.size >= APPLICATION_PROGRESS_MIN_BYTES ? 0 : null);
    onSubmit?.({ ...context, idempotencyKey, submissionId: idempotencyKey });
    try {
      const created = await client().submitApplication(job.slug, submission, {
        idempotencyKey,
        ...(cv.size >= APPLICATION_PROGRESS_MIN_BYTES ? { onUploadProgress: ({ percent }: { percent: number }) => setProgress(percent) } : {}),
      });
      setValues(EMPTY);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      if (honeypotRef.current) honeypotRef.current.value = '';
      toast({ title: APPLICATION_OUTCOMES.success.title, description: APPLICATION_OUTCOMES.success.description });
      onSuccess?.({ ...context, idempotencyKey, submissionId: idempotencyKey, reference: created?.reference });
    } catch (error) {
      const failure = readFailure(error);
      if (failure.status === undefined || failure.status >= 500) retry.current = { fingerprint, key: idempotencyKey };
      // Never the values or the file: only what went wrong.
      console.error(`[@joognoo/job-board] application failed: ${failure.message}`);
      const serverErrors = failure.status === 400 && failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0 ? failure.fieldErrors : undefined;
      if (serverErrors) {
        setErrors(serverErrors);
        focusFirst(serverErrors);
      }
      const description = failure.serverMessage ?? APPLICATION_OUTCOMES.failure.fallback;
      toast({ variant: 'destructive', title: APPLICATION_OUTCOMES.failure.title, description });
      const detail: ApplicationErrorDetail = {
        ...context,
        idempotencyKey,
        submissionId: idempotencyKey,
        message: description,
        reason: failure.message,
        ...(failure.status !== undefined ? { status: failure.status } : {}),
        ...(serverErrors ? { errors: serverErrors } : {}),
      };
      onError?.(detail);
    } finally {
      inFlight.current = false;
      setPending(false);
      setProgress(null);
    }
  };

  const known = new Set<string>(FIELD_ORDER);
  const otherErrors = Object.entries(errors).filter(([field]) => !known.has(field));

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      aria-label={APPLICATION_LABELS.heading}
      aria-busy={pending || undefined}
      onSubmit={handleSubmit}
    >
      <Row>
        <Field label={APPLICATION_LABELS.firstName} error={errors.firstName} required htmlFor={fieldId('firstName')}>
          <Input ref={register('firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={onText('firstName')} />
        </Field>
        <Field label={APPLICATION_LABELS.lastName} error={errors.lastName} required htmlFor={fieldId('lastName')}>
          <Input ref={register('lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onChange={onText('lastName')} />
        </Field>
      </Row>
      <Field label={APPLICATION_LABELS.email} error={errors.email} required htmlFor={fieldId('email')}>
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
        <Field label={APPLICATION_LABELS.phone} error={errors.phone} htmlFor={fieldId('phone')}>
          <Input ref={register('phone')} type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={onText('phone')} />
        </Field>
        <Field label={APPLICATION_LABELS.profileUrl} error={errors.profileUrl} htmlFor={fieldId('profileUrl')}>
          <Input ref={register('profileUrl')} type="url" name="profileUrl" autoComplete="url" value={values.profileUrl} onChange={onText('profileUrl')} />
        </Field>
      </Row>
      <Field label={APPLICATION_LABELS.cv} error={errors[APPLICATION_CV_FIELD]} required htmlFor={fieldId('cv')}>
        <FileInput
          ref={(element) => {
            fileRef.current = element;
            fieldRefs.current.cv = element;
          }}
          type="file"
          name={APPLICATION_CV_FIELD}
          accept={APPLICATION_CV_ACCEPT}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            clearError(APPLICATION_CV_FIELD);
          }}
        />
      </Field>
      <Field label={APPLICATION_LABELS.coverLetter} error={errors.coverLetter} htmlFor={fieldId('coverLetter')}>
        <Textarea ref={register('coverLetter')} name="coverLetter" rows={6} value={values.coverLetter} onChange={onText('coverLetter')} />
      </Field>
      <Field error={errors.consent} required htmlFor={fieldId('consent')}>
        <Checkbox
          ref={register('consent')}
          name="consent"
          value="true"
          label={<ConsentLabel href={privacyHref} />}
          checked={values.consent}
          onChange={(event) => {
            const consent = event.target.checked;
            setValues((current) => ({ ...current, consent }));
            clearError('consent');
          }}
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

      {progress !== null ? (
        <Progress>
          <span aria-hidden="true">
            {UPLOAD_PROGRESS_LABEL} ({progress}%)
          </span>
          <progress aria-label={UPLOAD_PROGRESS_LABEL} max={100} value={progress} />
        </Progress>
      ) : null}

      <Actions>
        <Button type="submit" variant="apple" size="lg" disabled={pending}>
          {pending ? APPLICATION_LABELS.pending : APPLICATION_LABELS.submit}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  margin: 0;
  text-align: left;

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
  color: ${vars.color.destructive};
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
