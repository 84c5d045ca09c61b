export { createApiClient, type ApiClient, type ApiClientOptions, type SubmitOptions, type JobFilters } from './client.ts';
export { ApiError, isApiError } from './api-error.ts';
export {
  applicationFormData,
  type ApplicationCreated,
  type ApplicationOptions,
  type ApplicationSubmission,
  type UploadProgress,
} from './application.ts';
/** The shapes of the calls, defined once in @joognoo/schemas (the API answers them too). */
export type {
  ApiErrorBody,
  AuthResponse,
  AuthUser,
  CicdConnectResponse,
  CicdStatus,
  FieldCode,
  FieldCodes,
  IntegrationsOverview,
  JiraConnectResponse,
  JiraStatus,
  LoginInput,
  MessageResponse,
  NewsletterTokenInput,
  OkResponse,
} from '@joognoo/schemas';
