import { useRef, useState, type ComponentType } from 'react';
import { FORM_NOT_ENABLED_MESSAGE, ORIGIN_NOT_REGISTERED, type FieldErrors, type FailureText, type OutcomeText } from '@joognoo/schemas';
import { useToast } from '@joognoo/ui';
import { readFailure, type Failure } from './errors';
import { loadFormNotEnabled, readOriginNotRegistered } from './origin-not-registered';
import { newSubmissionId } from './submission-id';

/** Every text a submission shows: its toasts and the notice of a refused origin. */
export interface SubmissionMessages {
  success: OutcomeText;
  /** The failure toast: its line is the server's message (see `serverLine`), else `fallback`. */
  failure: FailureText;
  /** The notice shown when the page's origin is not registered. */
  notEnabled?: string;
}

export interface SubmissionOptions {
  messages: SubmissionMessages;
  /** A 403 `origin_not_registered` shows the not-enabled notice (no toast) and logs one line naming the widget. */
  originCheck?: { widget: string; apiBase: string; partner: string };
  /** The start of the console line of any other failure (`: ` and the error's message follow); none when omitted. */
  failureLog?: string;
  /** Shows the per-field messages of a 400 (`useFormFields().showErrors`). */
  showErrors?: (errors: FieldErrors) => void;
  /** The server's line for the failure toast, when it has one to show (default: its `message`). */
  serverLine?: (failure: Failure) => string | undefined;
}

/** A failed submission, as the form reports it (its `onError` detail). */
export interface SubmissionFailure {
  idempotencyKey: string | undefined;
  failure: Failure;
  /** The text the visitor saw: the toast's line, or the not-enabled notice. */
  message: string;
  /** The page's origin is not registered (the notice shows). */
  notEnabled: boolean;
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
  send: (idempotencyKey: string | undefined) => Promise<R>;
  /** Called when sending starts (the `onSubmit` event). */
  started?: (idempotencyKey: string | undefined) => void;
  /** Called after the success toast (reset the form, the `onSuccess` event). */
  succeeded: (result: R, idempotencyKey: string | undefined) => void;
  /** Called after the failure toast or notice (the `onError` event). */
  failed?: (outcome: SubmissionFailure) => void;
}

/** `submissionId`, `idempotencyKey`, status, code and field messages of a failure: the usual `onError` detail. */
export function submissionErrorDetail({ idempotencyKey = '', failure, message, notEnabled, errors }: SubmissionFailure) {
  return {
    idempotencyKey,
    submissionId: idempotencyKey,
    ...(failure.status !== undefined ? { status: failure.status } : {}),
    ...(notEnabled ? { code: ORIGIN_NOT_REGISTERED } : {}),
    message,
    reason: failure.message,
    ...(errors ? { errors } : {}),
  };
}

/**
 * Sends one submission at a time (a double click sends one request) and shows its outcome:
 * the pending flag, the Idempotency-Key, the toasts, the server's field messages and the
 * not-enabled notice of a refused origin. Needs a `ToastProvider` above (`EnsureToasts`).
 */
export function useSubmission({ messages, originCheck, failureLog, showErrors, serverLine = (f) => f.serverMessage }: SubmissionOptions) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  // The notice of a refused origin (`FormNotEnabled`, loaded after that 403), else null.
  const [NotEnabled, setNotEnabled] = useState<ComponentType<{ message?: string }> | null>(null);
  const inFlight = useRef(false);
  const retry = useRef<{ fingerprint: string; key: string } | null>(null);
  const notEnabledMessage = messages.notEnabled ?? FORM_NOT_ENABLED_MESSAGE;

  const submit = async <R,>({ fingerprint, key, send, started, succeeded, failed }: SubmissionAttempt<R>) => {
    if (inFlight.current) return;
    const idempotencyKey =
      key ?? (fingerprint === undefined ? undefined : retry.current?.fingerprint === fingerprint ? retry.current.key : newSubmissionId());
    retry.current = null;
    inFlight.current = true;
    setPending(true);
    setNotEnabled(null);
    started?.(idempotencyKey);
    try {
      const result = await send(idempotencyKey);
      toast({ title: messages.success.title, description: messages.success.description });
      succeeded(result, idempotencyKey);
    } catch (error) {
      const failure = readFailure(error);
      if (idempotencyKey && fingerprint !== undefined && (failure.status === undefined || failure.status >= 500)) {
        retry.current = { fingerprint, key: idempotencyKey };
      }
      const refused = originCheck && readOriginNotRegistered(error, originCheck.apiBase);
      if (refused) {
        // Said politely to the visitor, and once, with the fix, to the page's developer.
        const { FormNotEnabled, formNotEnabledLog } = await loadFormNotEnabled();
        console.error(formNotEnabledLog(originCheck.widget, refused, originCheck.partner));
        setNotEnabled(() => FormNotEnabled);
        failed?.({ idempotencyKey, failure, message: notEnabledMessage, notEnabled: true });
        return;
      }
      // Never the values or the request: only what went wrong.
      if (failureLog) console.error(`${failureLog}: ${failure.message}`);
      const errors = failure.status === 400 && failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0 ? failure.fieldErrors : undefined;
      if (errors) showErrors?.(errors);
      const message = serverLine(failure) ?? messages.failure.fallback;
      toast({ variant: 'destructive', title: messages.failure.title, description: message });
      failed?.({ idempotencyKey, failure, message, notEnabled: false, ...(errors ? { errors } : {}) });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { pending, submit, notice: NotEnabled ? <NotEnabled message={notEnabledMessage} /> : null };
}

/**
 * The form's API client: `client` when given, else one made by `create` (api-client's
 * `createApiClient`) per `apiBase`.
 */
export function useApiClient<C>(client: C | undefined, apiBase: string, create: (options: { baseUrl: string }) => C): () => C {
  const created = useRef<{ base: string; client: C } | null>(null);
  return () => {
    if (client) return client;
    if (created.current?.base !== apiBase) created.current = { base: apiBase, client: create({ baseUrl: apiBase }) };
    return created.current.client;
  };
}
