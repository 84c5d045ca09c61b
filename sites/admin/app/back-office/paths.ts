/** The app's basename (react-router.config.ts): every back-office address starts with it. */
export const ADMIN_BASENAME = '/admin';

/**
 * A full back-office address (`/admin/leads?status=new`) as the app's own path
 * (`/leads?status=new`), or null for an address outside the back office. A loader's or
 * action's `redirect()` takes the app's own path: React Router puts the basename before it,
 * as it does for `<Link to>`. Addresses a visitor sees (`redirectTo`, the e-mails' links)
 * stay full.
 */
export function appPath(address: string): string | null {
  if (address === ADMIN_BASENAME) return '/';
  if (/^\/admin[?#]/.test(address)) return `/${address.slice(ADMIN_BASENAME.length)}`;
  return address.startsWith(`${ADMIN_BASENAME}/`) ? address.slice(ADMIN_BASENAME.length) : null;
}
