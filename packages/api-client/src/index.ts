export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type SubmitOptions,
  type OkResponse,
  type MessageResponse,
  type NewsletterTokenInput,
  type AuthUser,
  type LoginInput,
  type AuthResponse,
  type JiraStatus,
  type CicdStatus,
  type IntegrationsOverview,
  type JiraConnectResponse,
  type CicdConnectResponse,
} from './client.ts';
export { ApiError, isApiError, type ApiErrorBody } from './api-error.ts';
