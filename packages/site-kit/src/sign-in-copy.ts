/** Copy of the sign-in pages (customers' /sign-in, staff's /admin/sign-in) and of the account bar of signed-in customers. */
export const SIGN_IN_COPY = {
  /** The form's accessible name (the page's H1 and intro come from `pageCopy.signIn`). */
  formLabel: 'Sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  pending: 'Signing in...',
  /** Shown for any failure the API gives no message for. */
  genericError: 'Sign-in failed. Please try again.',
  /** The link to /forgot-password under the form. */
  forgotPassword: 'Forgot your password?',
} as const;

export const ACCOUNT_BAR_COPY = {
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  /** The spinner's accessible name while the session is being resolved. */
  resolving: 'Checking your session',
} as const;
