/**
 * The application form's public types; the form's code (application-form.tsx)
 * loads lazily, these types never cost a byte.
 */
import type { ApplicationCreated, ApplicationOptions, ApplicationSubmission } from '@joognoo/api-client';
import type { FieldErrors, Job } from '@joognoo/schemas';
import type { WidgetErrorDetail } from '@joognoo/widget-kit';

/** What the candidate fills in (the CV aside: a file is never kept or pre-filled). */
export interface ApplicationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profileUrl: string;
  coverLetter: string;
  consent: boolean;
}

/** What the form needs from an API client: `createApiClient()` fits. */
export interface ApplicationFormClient {
  submitApplication(slug: string, submission: ApplicationSubmission, options: ApplicationOptions): Promise<ApplicationCreated>;
}

/** The context in every event detail of the form (never the candidate's personal data). */
export interface ApplicationEventContext {
  /** The job's slug. */
  job: string;
  jobTitle: string;
  /** The partner id sent with the application ('' for none). */
  partner: string;
  source: string;
}

export interface ApplicationSubmitDetail extends ApplicationEventContext {
  /** The submission's Idempotency-Key (the same on a retry of the same values and file). */
  idempotencyKey: string;
  /** The same as `idempotencyKey`: count an application once per `submissionId`. */
  submissionId: string;
}

export interface ApplicationSuccessDetail extends ApplicationSubmitDetail {
  /** The application's public reference (`{ reference }` of the 201). */
  reference: string | undefined;
}

export type ApplicationErrorDetail = WidgetErrorDetail &
  ApplicationSubmitDetail & {
    /** HTTP status; undefined when no answer arrived. */
    status?: number;
    /** The message the failure toast showed (the server's, or the fallback). */
    message: string;
    /** The error's own message (`STATUS: body text` for an API error). */
    reason: string;
    /** Per-field messages the server returned with a 400. */
    errors?: FieldErrors;
  };

export interface ApplicationFormProps {
  /** The open job applied for. */
  job: Pick<Job, 'slug' | 'title'>;
  /** The partner id whose page embeds the board (`partner` attribute); sent as `partner`. */
  partner?: string;
  /** Free label of where the board is placed (the `onSubmit` detail carries it). */
  source?: string;
  /** Where the form posts without JavaScript (multipart). Default: none (the page itself). */
  action?: string;
  /** The privacy policy the consent links to. Default `/privacy-policy`. */
  privacyHref?: string;
  /** Values to start with (a server re-rendering a failed no-JavaScript post). */
  initialValues?: Partial<ApplicationFormValues>;
  /** Messages to start with, by field (`cv` for the file). */
  initialErrors?: FieldErrors;
  onSubmit?: (detail: ApplicationSubmitDetail) => void;
  onSuccess?: (detail: ApplicationSuccessDetail) => void;
  onError?: (detail: WidgetErrorDetail) => void;
}
