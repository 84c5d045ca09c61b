import type { LeadStatus } from '@joognoo/schemas/admin';

/** The badge colour of each lead status. */
export const STATUS_TONES: Record<LeadStatus, 'info' | 'neutral' | 'success' | 'warning' | 'danger'> = {
  new: 'info',
  contacted: 'warning',
  qualified: 'success',
  disqualified: 'neutral',
  spam: 'danger',
};

export const DELIVERY_TONES: Record<string, 'info' | 'success' | 'danger'> = {
  pending: 'info',
  delivered: 'success',
  dead: 'danger',
};
