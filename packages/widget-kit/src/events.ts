/** The DOM events every widget element dispatches (bubbling, composed `CustomEvent`s). */
export const WIDGET_EVENTS = {
  ready: 'joognoo:ready',
  submit: 'joognoo:submit',
  success: 'joognoo:success',
  error: 'joognoo:error',
} as const;

export type WidgetEventName = (typeof WIDGET_EVENTS)[keyof typeof WIDGET_EVENTS];

/** `detail` of `joognoo:error`: what went wrong, safe to log. */
export interface WidgetErrorDetail {
  /** HTTP status when the API answered, else undefined (network error). */
  status?: number;
  /** The message the widget showed. */
  message: string;
  /** For a submission: its Idempotency-Key, the same in the `joognoo:success` of a retry that worked. */
  submissionId?: string;
  [key: string]: unknown;
}

/**
 * The same events as React callbacks. A widget component takes these props; in a custom
 * element each call dispatches the matching `joognoo:*` event with the argument as `detail`.
 */
export interface WidgetCallbacks<TSubmit = Record<string, unknown>, TSuccess = Record<string, unknown>> {
  /** The widget is mounted and usable (or, for data widgets, its data is loaded). */
  onReady?: (detail?: Record<string, unknown>) => void;
  /** A valid submission is being sent. */
  onSubmit?: (detail: TSubmit) => void;
  /** The API accepted the submission. */
  onSuccess?: (detail: TSuccess) => void;
  /** The submission failed (the widget already shows the message). */
  onError?: (detail: WidgetErrorDetail) => void;
}

/** Props every widget component receives from its element (all optional for React users). */
export interface WidgetCommonProps {
  /** API origin, e.g. `https://www.joognoo.com`. Empty or absent: same origin. */
  apiBase?: string;
  theme?: 'light' | 'dark';
  /** Free label stored with each lead. */
  source?: string;
  /** The partner id (`partner` attribute) sent with each lead; '' or absent for none. */
  partner?: string;
  /**
   * BCP 47 tag of the language to speak (`ar`, `ar-AE`, `zh-CN`, `ms-MY`); a language that
   * is not shipped falls back to English. The element's default is the page's
   * `<html lang>`; the React component's is English.
   */
  locale?: string;
  /** Replacements of any text by message id (ICU MessageFormat allowed); the attribute's value is JSON. */
  messages?: string | Readonly<Record<string, string>>;
}
