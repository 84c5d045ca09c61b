/** Which call a success or failure is about. */
export type IntegrationsAction = 'jira' | 'cicd' | 'prompt-save' | 'prompt-update' | 'prompt-delete' | 'load';

export interface IntegrationsSuccessDetail {
  action: IntegrationsAction;
  /** The template's id for the prompt actions. */
  id?: number;
}

export interface IntegrationsErrorDetail {
  action: IntegrationsAction;
  /** HTTP status; undefined when no response arrived. */
  status?: number;
  /** What the failure toast said. */
  message: string;
}

/** Callbacks of the panel (the element dispatches them as `joognoo:success` / `joognoo:error`). */
export interface IntegrationsEvents {
  onSuccess?: (detail: IntegrationsSuccessDetail) => void;
  onError?: (detail: IntegrationsErrorDetail) => void;
}
