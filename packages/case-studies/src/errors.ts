import type { WidgetErrorDetail } from '@joognoo/widget-kit';

/** An error as the `joognoo:error` detail: the HTTP status when the API answered, and a message. */
export function toErrorDetail(error: unknown): WidgetErrorDetail {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  return typeof status === 'number' ? { status, message } : { message };
}
