export { createApiClient, type ApiClient, type ApiClientOptions, type SubmitOptions, type OkResponse, type MessageResponse } from './client.ts';
export { ApiError, isApiError, type ApiErrorBody } from './api-error.ts';
