import type { ApplicationStatus } from '@joognoo/schemas';

/** The badge colour of each application status. */
export const APPLICATION_TONES: Record<ApplicationStatus, 'info' | 'neutral' | 'success' | 'warning' | 'danger'> = {
  new: 'info',
  screening: 'warning',
  interview: 'warning',
  offer: 'warning',
  hired: 'success',
  rejected: 'neutral',
};

/** A CV's size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
