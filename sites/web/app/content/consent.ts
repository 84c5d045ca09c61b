/** Copy of the analytics consent banner. */
export const consentBanner = {
  label: 'Cookie consent',
  heading: 'Analytics cookies',
  text: 'We would like to use analytics cookies to understand how the site is used and to improve it. Nothing is sent unless you accept.',
  accept: 'Accept analytics',
  decline: 'Decline',
  policyLink: { label: 'Cookie Policy', href: '/cookie-policy' },
} as const;
