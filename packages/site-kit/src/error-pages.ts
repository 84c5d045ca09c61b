/** The error pages other than the 404 (app/root.tsx's error boundary). */
export const errorPages = {
  /** Any unexpected failure (HTTP 500). */
  unexpected: {
    title: 'Something went wrong',
    eyebrow: 'Error',
    heading: 'Something went wrong',
    intro: 'An unexpected error occurred. Please try again in a moment, or contact us if it keeps happening.',
  },
  /** Signed in, but not allowed here (HTTP 403: a back-office page outside the role). */
  forbidden: {
    title: 'No access',
    eyebrow: 'Error 403',
    heading: 'No access',
    intro: 'You do not have access to this part of the back office. Ask an admin if you need it.',
  },
  /** The API cannot reach its database (HTTP 503 with Retry-After). */
  unavailable: {
    title: 'Temporarily unavailable',
    eyebrow: 'Error 503',
    heading: 'Temporarily unavailable',
    intro: 'This page cannot be loaded right now. Please try again in a moment.',
  },
} as const;
