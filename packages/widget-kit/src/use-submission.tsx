import { useRef, useState, type ComponentType } from 'react';
import { ORIGIN_NOT_REGISTERED, type FieldErrors, type FailureText, type OutcomeText } from '@joognoo/schemas';
import { useToast, useWidgetLanguage } from '@joognoo/ui';
import type { FieldCodes } from './i18n/widget-locale';
import { readFailure, type Failure } from './errors';
import { notEnabledText } from './not-enabled-text';
import { newSubmissionId } from './submission-id';

/**
 * The notice of a refused origin and its console line (`refuseOrigin`, `FormNotEnabled`,
 * `formNotEnabledLog`), loaded with a dynamic import: a form needs them only after that 403.
 */
export const loadFormNotEnabled = (): Promise<typeof import('./form-not-enabled')> => import('./form-not-enabled');

/** The toasts of a submission: the failure's line is the server's message (see `serverLine`), else `fallback`. */
export interface SubmissionMessages {
  success: OutcomeText;
  failure: FailureText;
}

/** Whose page it is: a 403 `origin_not_registered` then shows the not-enabled notice and logs one line naming `widget`. */
export interface OriginCheck {
  widget: string;
  apiBase: string;
  partner: string;
}

/** A failed submission as a form's `onError` reports it. */
export interface SubmissionErrorDetail {
  idempotencyKey: string;
  /** The same as `idempotencyKey`. */
  submissionId: string;
  /** The HTTP status; absent when no answer arrived. */
  status?: number;
  /** `origin_not_registered` when the page's origin is not registered (the notice shows). */
  code?: string;
  /** The text the visitor saw: the failure toast's line, or the not-enabled notice. */
  message: string;
  /** The error's own message (`STATUS: body text` for an API error). */
  reason: string;
  /** The server's per-field messages (a 400), shown at their fields. */
  errors?: FieldErrors;
}

export interface SubmissionAttempt<R> {
  /**
   * Identifies what is sent: a retry of the same after no answer or a 5xx (the API stores
   * only successful answers) keeps its Idempotency-Key, so a request that did reach the
   * server is stored once; anything else, and anything after a success, gets a new key.
   */
  fingerprint?: string;
  /** A key of the form's own instead (`fingerprint` is then ignored). */
  key?: string;
  send: (idempotencyKey: string) => Promise<R>;
  /** Called when sending starts (the `onSubmit` event). */
  started?: (idempotencyKey: string) => void;
  /** Called after the success toast (reset the form, the `onSuccess` event). */
  succeeded: (result: R, idempotencyKey: string) => void;
  /** Called after the failure toast or the notice (the `onError` event). */
  failed?: (detail: SubmissionErrorDetail, failure: Failure) => void;
}

/**
 * Sends one submission at a time (a double click sends one request) and shows its outcome:
 * the pending flag, the Idempotency-Key, the toasts (`messages`), the field messages of a
 * 400 (`showErrors`, from `useFormFields`) and, with `origin`, the not-enabled notice of a
 * refused origin. `serverLine` picks the server's line for the failure toast (default: its
 * message). Needs a `ToastProvider` above (`EnsureToasts`).
 */
export function useSubmission(
  messages: SubmissionMessages,
  showErrors?: (errors: FieldErrors, codes?: FieldCodes) => void,
  origin?: OriginCheck,
  serverLine = (failure: Failure) => failure.serverMessage,
) {
  const { toast: show } = useToast();
  const language = useWidgetLanguage();
  // A toast speaks the widget's language wherever the page's notifications region is.
  const toast: typeof show = (options) => show({ lang: language.locale, dir: language.dir, ...options });
  const [pending, setPending] = useState(false);
  // The notice of a refused origin (`FormNotEnabled`, loaded after that 403), else null.
  const [NotEnabled, setNotEnabled] = useState<ComponentType | null>(null);
  const inFlight = useRef(false);
  const retry = useRef<[fingerprint: string | undefined, key: string] | null>(null);

  const submit = async <R,>({ fingerprint, key, send, started, succeeded, failed }: SubmissionAttempt<R>) => {
    if (inFlight.current) return;
    const last = retry.current;
    const idempotencyKey = key ?? (last && last[0] === fingerprint ? last[1] : newSubmissionId());
    retry.current = null;
    inFlight.current = true;
    setPending(true);
    setNotEnabled(null);
    started?.(idempotencyKey);
    try {
      const result = await send(idempotencyKey);
      toast(messages.success);
      succeeded(result, idempotencyKey);
    } catch (error) {
      const failure = readFailure(error);
      const { status } = failure;
      if (status === undefined || status >= 500) retry.current = [fingerprint, idempotencyKey];
      let message = notEnabledText(language);
      const errors = status === 400 ? failure.fieldErrors : undefined;
      const refused = origin && status === 403 && (error as { body?: { code?: unknown } }).body?.code === ORIGIN_NOT_REGISTERED;
      if (refused) {
        // Said politely to the visitor, and once, with the fix, to the page's developer.
        const notice = (await loadFormNotEnabled()).refuseOrigin(error, origin);
        setNotEnabled(() => notice);
      } else {
        if (errors) showErrors?.(errors, failure.fieldCodes);
        // The server speaks English: in another language its line gives way to the form's own.
        message = (language.locale === 'en' ? serverLine(failure) : undefined) ?? messages.failure.fallback;
        toast({ variant: 'destructive', title: messages.failure.title, description: message });
      }
      failed?.(
        {
          idempotencyKey,
          submissionId: idempotencyKey,
          ...(status !== undefined ? { status } : {}),
          ...(refused ? { code: ORIGIN_NOT_REGISTERED } : {}),
          message,
          reason: failure.message,
          ...(errors ? { errors } : {}),
        },
        failure,
      );
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { pending, submit, notice: NotEnabled ? <NotEnabled /> : null };
}
