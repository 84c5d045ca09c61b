import { data } from 'react-router';
import { AdminApiError, formFailure } from '../../back-office/admin.server';

/** What a people/partners action answers when the API refused: which form, its message and field errors. */
export interface ActionFailure {
  ok: false;
  intent: string;
  message: string;
  errors: Record<string, string>;
}

/** A refused form (400/404/409) as `ActionFailure` for the page; a 403 page or any other error thrown on. */
export function actionFailure(error: unknown, intent: string) {
  if (error instanceof AdminApiError && [400, 404, 409, 422].includes(error.status)) {
    return data<ActionFailure>(
      { ok: false, intent, message: error.body.message ?? 'Please correct the highlighted fields.', errors: (error.body.errors ?? {}) as Record<string, string> },
      { status: error.status },
    );
  }
  return formFailure(error);
}

/** A form field as text ('' when absent). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
