import type { CicdStatus, IntegrationsOverview, JiraStatus, PromptTemplate } from '@joognoo/schemas';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { NoIntegrationKeyError, encryptSecret } from '../security/secrets.ts';
import { integrationsRepository, type CicdConnectionRecord, type JiraConnectionRecord, type PromptTemplateRecord } from './store.ts';

export const NO_INTEGRATION_KEY = 'Integration secrets cannot be stored: no encryption key is configured on the server (INTEGRATION_KEYS).';

/**
 * What the associated data of an encrypted secret binds it to: its column and owner, so a
 * value copied to another row does not decrypt.
 */
export const secretContext = {
  jiraToken: (userId: number) => `jira_connections.api_token_encrypted:user:${userId}`,
  cicdKey: (userId: number) => `cicd_connections.api_key_encrypted:user:${userId}`,
};

/** The Enterprise Integrations of a user: the Jira and CI/CD connections (their secrets stored encrypted) and the prompt templates. */
export function integrationsService(db: Database, { integrationKeys }: Pick<Config, 'integrationKeys'>) {
  const integrations = integrationsRepository(db);

  /** The stored form of a secret; 503 (nothing stored) when the server has no key to encrypt it with. */
  const encrypted = (plaintext: string, context: string): string => {
    try {
      return encryptSecret(integrationKeys, plaintext, context);
    } catch (error) {
      if (error instanceof NoIntegrationKeyError) throw new HttpError(503, NO_INTEGRATION_KEY);
      throw error;
    }
  };

  return {
    async overview(userId: number): Promise<IntegrationsOverview> {
      const [jira, cicd, prompts] = await Promise.all([integrations.jira(userId), integrations.cicd(userId), integrations.prompts(userId)]);
      return { jira, cicd, prompts };
    },

    connectJira(userId: number, { jiraApiToken, ...settings }: Omit<JiraConnectionRecord, 'apiTokenEncrypted'> & { jiraApiToken: string }): Promise<JiraStatus> {
      return integrations.saveJira(userId, { ...settings, apiTokenEncrypted: encrypted(jiraApiToken, secretContext.jiraToken(userId)) });
    },

    connectCicd(userId: number, { apiKey, ...settings }: Omit<CicdConnectionRecord, 'apiKeyEncrypted'> & { apiKey: string }): Promise<CicdStatus> {
      return integrations.saveCicd(userId, { ...settings, apiKeyEncrypted: encrypted(apiKey, secretContext.cicdKey(userId)) });
    },

    createPrompt: (userId: number, template: PromptTemplateRecord): Promise<PromptTemplate> => integrations.createPrompt(userId, template),
    /** Own templates only: undefined for someone else's id, exactly like a missing one. */
    updatePrompt: (userId: number, id: number, template: PromptTemplateRecord) => integrations.updatePrompt(userId, id, template),
    deletePrompt: (userId: number, id: number) => integrations.deletePrompt(userId, id),
  };
}
