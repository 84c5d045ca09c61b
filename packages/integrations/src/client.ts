import { useMemo } from 'react';
import { createApiClient } from '@joognoo/api-client';
import type {
  CicdConnectionInput,
  CicdSettings,
  IntegrationsOverview,
  JiraConnectionInput,
  JiraSettings,
  PartialStatus,
  PromptTemplate,
  PromptTemplateInput,
} from '@joognoo/schemas';

/**
 * The Jira connection as the panel reads it: `JiraStatus` of `@joognoo/schemas` (what
 * `GET /api/dev/integrations` answers), though a connected one may lack settings.
 */
export type JiraStatus = PartialStatus<JiraSettings>;

/** The CI/CD connection as the panel reads it (see `JiraStatus`). */
export type CicdStatus = PartialStatus<CicdSettings>;

/** `GET /api/dev/integrations` (`IntegrationsOverview` of `@joognoo/schemas`) as the panel reads it. */
export type IntegrationsData = Omit<IntegrationsOverview, 'jira' | 'cicd'> & { jira: JiraStatus; cicd: CicdStatus };

/** A body the panel writes: its fields and the language the panel spoke (a shipped language, e.g. `ar`). */
export type Localized<T> = T & { locale: string };

/**
 * The calls the panel makes: `createApiClient()` of `@joognoo/api-client` fits, and so
 * does any object with these methods (a test stub, a host's own client). Every body carries
 * `locale`.
 */
export interface IntegrationsClient {
  getIntegrations(): Promise<IntegrationsData>;
  connectJira(body: Localized<JiraConnectionInput>): Promise<{ message?: string; jira?: JiraStatus } | unknown>;
  connectCicd(body: Localized<CicdConnectionInput>): Promise<{ message?: string; cicd?: CicdStatus } | unknown>;
  savePrompt(body: Localized<PromptTemplateInput>): Promise<PromptTemplate>;
  updatePrompt(id: number, body: Localized<PromptTemplateInput>): Promise<PromptTemplate>;
  deletePrompt(id: number): Promise<unknown>;
}

/** The given client, else one for `apiBase` (same origin when empty), created on first use. */
export function useIntegrationsClient(
  client: IntegrationsClient | undefined,
  apiBase: string | undefined,
): () => IntegrationsClient {
  return useMemo(() => {
    let made: IntegrationsClient | undefined = client;
    return () => (made ??= createApiClient({ baseUrl: apiBase ?? '' }));
  }, [client, apiBase]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `connectJira`/`connectCicd` answer `{ message, jira }` / `{ message, cicd }`; read the status if present. */
export function statusFrom<T extends { connected: boolean }>(response: unknown, key: 'jira' | 'cicd'): T | undefined {
  if (!isRecord(response)) return undefined;
  const value = response[key];
  return isRecord(value) ? (value as unknown as T) : undefined;
}

/** True when a value looks like a saved template (the API answers it on save and update). */
export function isPromptTemplate(value: unknown): value is PromptTemplate {
  return (
    isRecord(value) &&
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.name === 'string' &&
    typeof value.prompt === 'string'
  );
}
