import { useEffect, useState, type FormEvent } from 'react';
import { INTEGRATION_OUTCOMES, type validate } from '@joognoo/schemas';
import { useFormFields, useMessages, useOutcomes, useSubmission, type SubmissionErrorDetail } from '@joognoo/widget-kit';
import { statusFrom, type Localized } from './client';
import type { IntegrationsAction, IntegrationsEvents } from './events';

/** False on the server and during hydration, true after mount (submit buttons wait for it). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** `onError`'s detail of an integrations call: what the toast said and the status, if any. */
export function integrationsErrorDetail(action: IntegrationsAction, { message, status }: SubmissionErrorDetail) {
  return { action, message, ...(status !== undefined ? { status } : {}) };
}

export interface ConnectionFormOptions<V extends object, O extends object, S> extends IntegrationsEvents {
  kind: 'jira' | 'cicd';
  initial: () => V;
  /** The fields in display order. */
  order: readonly string[];
  /** The secret field: never kept in the saved status, emptied after a save. */
  secret: keyof V & keyof O & string;
  /** The schema of @joognoo/schemas the values must pass; `O` is its output. */
  schema: Parameters<typeof validate>[0];
  /** Sends the schema's output with the language the panel speaks. */
  connect: (body: Localized<O>) => Promise<unknown>;
  onConnected: (status: S) => void;
}

/**
 * The Jira and CI/CD tabs' forms: values, messages and the save of a connection, which
 * reports the saved status (the server's, else the values without the secret).
 */
export function useConnectionForm<V extends object, O extends object, S extends { connected: boolean }>({
  kind,
  initial,
  order,
  secret,
  schema,
  connect,
  onConnected,
  onSuccess,
  onError,
}: ConnectionFormOptions<V, O, S>) {
  const language = useMessages();
  const form = useFormFields<V>(initial, order);
  // The toasts' texts in the panel's language (`outcome.jira.*`, `outcome.cicd.*`).
  const outcomes = useOutcomes(kind, INTEGRATION_OUTCOMES[kind]);
  const { pending, submit } = useSubmission(outcomes, form.showErrors);
  const mounted = useMounted();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const output = form.check(schema, form.values) as O | undefined;
    if (!output) return;
    void submit({
      send: () => connect({ ...output, locale: language.locale }),
      succeeded: (response) => {
        const { [secret]: _secret, ...rest } = output;
        onConnected(statusFrom<S>(response, kind) ?? ({ ...rest, connected: true } as unknown as S));
        form.setField(secret, '' as V[typeof secret]);
        onSuccess?.({ action: kind });
      },
      failed: (outcome) => onError?.(integrationsErrorDetail(kind, outcome)),
    });
  };

  return { form, pending, mounted, handleSubmit };
}
