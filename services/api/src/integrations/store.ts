import type { CicdProvider, CicdStatus, JiraStatus, PromptTemplate } from '@joognoo/schemas';
import type { Database } from '../db/index.ts';
import { toBool, toDbTime, toIso } from '../db/columns.ts';

export interface JiraConnectionRecord {
  jiraUrl: string;
  jiraProject: string;
  /** Already encrypted (`v1:...`): this repository never sees the token. */
  apiTokenEncrypted: string;
  syncIssues: boolean;
  updateTicketsOnCommit: boolean;
  enableAiSuggestions: boolean;
}

export interface CicdConnectionRecord {
  provider: CicdProvider;
  webhookUrl: string;
  /** Already encrypted (`v1:...`): this repository never sees the key. */
  apiKeyEncrypted: string;
  repository: string;
  branch: string;
  enableDeploy: boolean;
  enableTests: boolean;
}

/** A template as stored: the API's `PromptTemplate` without its id. */
export type PromptTemplateRecord = Omit<PromptTemplate, 'id'>;

const JIRA_COLUMNS = ['jira_url', 'jira_project', 'sync_issues', 'update_tickets_on_commit', 'enable_ai_suggestions', 'updated_at'];
const CICD_COLUMNS = ['provider', 'webhook_url', 'repository', 'branch', 'enable_deploy', 'enable_tests', 'updated_at'];
const PROMPT_COLUMNS = ['id', 'name', 'description', 'prompt', 'category'];

function jiraStatus(row: Record<string, unknown> | undefined): JiraStatus {
  if (!row) return { connected: false };
  return {
    connected: true,
    jiraUrl: String(row.jira_url),
    jiraProject: String(row.jira_project),
    syncIssues: toBool(row.sync_issues),
    updateTicketsOnCommit: toBool(row.update_tickets_on_commit),
    enableAiSuggestions: toBool(row.enable_ai_suggestions),
    updatedAt: toIso(row.updated_at),
  };
}

function cicdStatus(row: Record<string, unknown> | undefined): CicdStatus {
  if (!row) return { connected: false };
  return {
    connected: true,
    provider: String(row.provider),
    webhookUrl: String(row.webhook_url),
    repository: String(row.repository),
    branch: String(row.branch),
    enableDeploy: toBool(row.enable_deploy),
    enableTests: toBool(row.enable_tests),
    updatedAt: toIso(row.updated_at),
  };
}

function promptTemplate(row: Record<string, unknown>): PromptTemplate {
  return {
    id: Number(row.id),
    name: String(row.name),
    description: String(row.description),
    prompt: String(row.prompt),
    category: String(row.category),
  };
}

/**
 * Per-user integration settings and prompt templates. Every query is scoped by `userId`:
 * another user's rows are indistinguishable from missing ones.
 */
export function integrationsRepository(db: Database) {
  return {
    async jira(userId: number): Promise<JiraStatus> {
      return jiraStatus(await db('jira_connections').where({ user_id: userId }).first(JIRA_COLUMNS));
    },

    async cicd(userId: number): Promise<CicdStatus> {
      return cicdStatus(await db('cicd_connections').where({ user_id: userId }).first(CICD_COLUMNS));
    },

    /** Creates or replaces the user's Jira connection (one per user; atomic upsert). */
    async saveJira(userId: number, record: JiraConnectionRecord, now = new Date()): Promise<JiraStatus> {
      const values = {
        jira_url: record.jiraUrl,
        jira_project: record.jiraProject,
        api_token_encrypted: record.apiTokenEncrypted,
        sync_issues: record.syncIssues,
        update_tickets_on_commit: record.updateTicketsOnCommit,
        enable_ai_suggestions: record.enableAiSuggestions,
        updated_at: toDbTime(db, now),
      };
      await db('jira_connections')
        .insert({ user_id: userId, created_at: toDbTime(db, now), ...values })
        .onConflict('user_id')
        .merge(values);
      return this.jira(userId);
    },

    /** Creates or replaces the user's CI/CD connection (one per user; atomic upsert). */
    async saveCicd(userId: number, record: CicdConnectionRecord, now = new Date()): Promise<CicdStatus> {
      const values = {
        provider: record.provider,
        webhook_url: record.webhookUrl,
        api_key_encrypted: record.apiKeyEncrypted,
        repository: record.repository,
        branch: record.branch,
        enable_deploy: record.enableDeploy,
        enable_tests: record.enableTests,
        updated_at: toDbTime(db, now),
      };
      await db('cicd_connections')
        .insert({ user_id: userId, created_at: toDbTime(db, now), ...values })
        .onConflict('user_id')
        .merge(values);
      return this.cicd(userId);
    },

    /** The user's own templates, oldest first. */
    async prompts(userId: number): Promise<PromptTemplate[]> {
      const rows = await db('prompt_templates').where({ user_id: userId }).orderBy('id', 'asc').select(PROMPT_COLUMNS);
      return rows.map(promptTemplate);
    },

    async createPrompt(userId: number, record: PromptTemplateRecord, now = new Date()): Promise<PromptTemplate> {
      const [id] = await db('prompt_templates').insert({
        user_id: userId,
        ...record,
        created_at: toDbTime(db, now),
        updated_at: toDbTime(db, now),
      });
      return { id: Number(id), ...record };
    },

    /** Undefined when the template does not exist or belongs to someone else. */
    async updatePrompt(userId: number, id: number, record: PromptTemplateRecord, now = new Date()): Promise<PromptTemplate | undefined> {
      const updated = await db('prompt_templates')
        .where({ id, user_id: userId })
        .update({ ...record, updated_at: toDbTime(db, now) });
      return updated > 0 ? { id, ...record } : undefined;
    },

    /** False when the template does not exist or belongs to someone else. */
    async deletePrompt(userId: number, id: number): Promise<boolean> {
      return (await db('prompt_templates').where({ id, user_id: userId }).del()) > 0;
    },
  };
}

export type IntegrationsRepository = ReturnType<typeof integrationsRepository>;
