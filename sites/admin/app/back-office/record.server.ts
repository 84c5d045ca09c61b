import { data, redirect } from 'react-router';
import { AdminApiError, formFailure } from './admin.server';

/** A record of the API (`read`, a call of the client); an unknown id is this page's 404 with `notFound` as its message. */
export async function loadRecord<T>(read: Promise<T>, notFound: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) throw data({ message: notFound }, { status: 404 });
    throw error;
  }
}

/**
 * A record page's action: runs the API call of the form's `intent` and redirects back to the
 * record (`back`, the app's own path) with `?done=<intent>`; a refused call answers the form
 * (`formFailure`), an unknown intent is a 400.
 */
export async function recordAction(form: FormData, intents: Record<string, (form: FormData) => Promise<unknown>>, back: string) {
  const intent = String(form.get('intent') ?? '');
  const run = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!run) return data({ ok: false as const, message: 'Unknown action.', errors: {} as Record<string, string> }, { status: 400 });
  try {
    await run(form);
  } catch (error) {
    return formFailure(error);
  }
  return redirect(`${back}?done=${intent}`);
}
