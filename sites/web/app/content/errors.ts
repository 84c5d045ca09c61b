/** The error pages other than the 404 (app/root.tsx's error boundary). */
export const errorPages = {
  /** Any unexpected failure (HTTP 500). */
  unexpected: {
    title: 'Something went wrong',
    eyebrow: 'Error',
    heading: 'Something went wrong',
    intro: 'An unexpected error occurred. Please try again in a moment, or contact us if it keeps happening.',
  },
  /** The API cannot reach its database (HTTP 503 with Retry-After). */
  unavailable: {
    title: 'Temporarily unavailable',
    eyebrow: 'Error 503',
    heading: 'Temporarily unavailable',
    intro: 'This page cannot be loaded right now. Please try again in a moment.',
  },
} as const;
