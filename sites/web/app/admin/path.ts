/**
 * Whether a path is the back office's. Its own module, free of the admin schemas: the
 * root layout asks it on every page, and the public pages' JavaScript should not carry
 * the role tables and their validation library (issue 19).
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
