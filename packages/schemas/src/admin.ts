/**
 * `@joognoo/schemas/admin`: the back office (`/admin` pages, `/api/admin/*`). A separate entry
 * so that nothing of it reaches the public widgets or embeds.
 */
export * from './admin-core.ts';
export * from './admin-media.ts';
export * from './admin-people.ts';
export * from './admin-leads.ts';
export * from './admin-content.ts';
export * from './admin-applications.ts';
