/**
 * Every form schema. Split by form so a widget bundles only the rules it uses
 * (the contact form's schemas never reach the newsletter box's embed, and neither reaches
 * the integrations forms'): import from here or from the package entry, never mind which.
 */
export * from './fields.ts';
export * from './contact.ts';
export * from './lead-context.ts';
export * from './newsletter.ts';
export * from './integrations.ts';
