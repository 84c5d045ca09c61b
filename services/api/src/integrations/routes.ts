import Router from '@koa/router';
import type { Context } from 'koa';
import {
  INTEGRATION_OUTCOMES,
  WEBHOOK_URL_PRIVATE,
  cicdConnectionSchema,
  jiraConnectionSchema,
  promptTemplateInputSchema,
  validate,
  type CicdConnectResponse,
  type IntegrationsOverview,
  type JiraConnectResponse,
} from '@joognoo/schemas';
import { webhookUrlProblem, type Config } from '../config.ts';
import { HttpError, NotFoundError, ValidationError } from '../errors.ts';
import { requireUser, session } from '../middleware/auth.ts';
import { jsonBody } from '../middleware/json-body.ts';
import type { Services } from '../services.ts';
import { isPublicHttpUrl } from '../security/public-host.ts';
import { objectBody } from '../routing/body.ts';
import { parseId } from '../routing/params.ts';

export const JIRA_REFUSED = 'Jira refused the connection: the URL must be a public Jira Cloud or Server address.';
export const PROMPT_NOT_FOUND = 'Prompt template not found';
export const CICD_WEBHOOK_PRIVATE = WEBHOOK_URL_PRIVATE.text;

type IntegrationsConfig = Pick<Config, 'bodyLimitBytes' | 'nodeEnv' | 'webhookAllowPrivateTargets'>;

/** The Enterprise Integrations of the signed-in user (401 for anyone else). */
export function integrationsRouter(repositories: Services, config: IntegrationsConfig): Router {
  const { integrations } = repositories;
  const signedIn = [session(repositories.sessions), requireUser];
  const body = jsonBody(config.bodyLimitBytes);
  const router = new Router();
  router.get('/api/dev/integrations', ...signedIn, (ctx) => overview(ctx, integrations));
  router.post('/api/dev/integrations/jira', ...signedIn, body, (ctx) => connectJira(ctx, integrations));
  router.post('/api/dev/integrations/cicd', ...signedIn, body, (ctx) => connectCicd(ctx, integrations, config));
  router.post('/api/dev/integrations/prompts', ...signedIn, body, (ctx) => createPrompt(ctx, integrations));
  router.put('/api/dev/integrations/prompts/:id', ...signedIn, body, (ctx) => updatePrompt(ctx, integrations));
  router.delete('/api/dev/integrations/prompts/:id', ...signedIn, (ctx) => deletePrompt(ctx, integrations));
  return router;
}

type Integrations = Services['integrations'];

function userId(ctx: Context): number {
  return ctx.state.user!.id;
}

async function overview(ctx: Context, integrations: Integrations) {
  ctx.body = (await integrations.overview(userId(ctx))) satisfies IntegrationsOverview;
}

/** Validated, then refused (422) when the URL cannot be a reachable public Jira; the token is stored encrypted. */
async function connectJira(ctx: Context, integrations: Integrations) {
  const result = validate(jiraConnectionSchema, objectBody(ctx));
  if (!result.success) throw ValidationError.of(result);
  if (!isPublicHttpUrl(result.output.jiraUrl)) throw new HttpError(422, JIRA_REFUSED);
  const jira = await integrations.connectJira(userId(ctx), result.output);
  ctx.body = { message: INTEGRATION_OUTCOMES.jira.success.title, jira } satisfies JiraConnectResponse;
}

async function connectCicd(ctx: Context, integrations: Integrations, config: IntegrationsConfig) {
  const result = validate(cicdConnectionSchema, objectBody(ctx));
  if (!result.success) throw ValidationError.of(result);
  const { webhookUrl } = result.output;
  // The CI/CD system is called at this URL on the user's behalf: never this machine or its networks.
  if (webhookUrl && webhookUrlProblem(config, webhookUrl) === 'private') throw ValidationError.field('webhookUrl', WEBHOOK_URL_PRIVATE);
  const cicd = await integrations.connectCicd(userId(ctx), result.output);
  ctx.body = { message: INTEGRATION_OUTCOMES.cicd.success.title, cicd } satisfies CicdConnectResponse;
}

function promptInput(ctx: Context) {
  const result = validate(promptTemplateInputSchema, objectBody(ctx));
  if (!result.success) throw ValidationError.of(result);
  return result.output;
}

async function createPrompt(ctx: Context, integrations: Integrations) {
  const template = await integrations.createPrompt(userId(ctx), promptInput(ctx));
  ctx.status = 201;
  ctx.body = template;
}

/** Own templates only: someone else's id is a 404, exactly like a missing one. */
async function updatePrompt(ctx: Context, integrations: Integrations) {
  const id = parseId(ctx.params.id, PROMPT_NOT_FOUND);
  const template = await integrations.updatePrompt(userId(ctx), id, promptInput(ctx));
  if (!template) throw new NotFoundError(PROMPT_NOT_FOUND);
  ctx.body = template;
}

async function deletePrompt(ctx: Context, integrations: Integrations) {
  const id = parseId(ctx.params.id, PROMPT_NOT_FOUND);
  if (!(await integrations.deletePrompt(userId(ctx), id))) throw new NotFoundError(PROMPT_NOT_FOUND);
  ctx.status = 204;
}
