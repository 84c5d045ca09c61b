import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * Every route of SPEC.md §2, one module each under app/routes/. To build a page, replace
 * the default export of its module (placeholders say so in a comment at the top).
 */
export default [
  index('routes/home.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('cookie-policy', 'routes/cookie-policy.tsx'),
  route('about', 'routes/about.tsx'),
  route('teams', 'routes/teams.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('careers/:id', 'routes/career.tsx'),
  route('careers/:id/apply', 'routes/career-apply.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('contact/submit', 'routes/contact-submit.tsx'),
  route('newsletter/subscribe', 'routes/newsletter-subscribe.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('services/governance', 'routes/services.governance.tsx'),
  route('services/managed-services', 'routes/services.managed-services.tsx'),
  route('services/academy', 'routes/services.academy.tsx'),
  route('services/cloud-partner', 'routes/services.cloud-partner.tsx'),
  route('add-ons/:service/payment', 'routes/add-on-payment.tsx'),
  route('documentation', 'routes/documentation.tsx'),
  route('developers/widgets', 'routes/developers.widgets.tsx'),
  route('developers/widgets/changelog', 'routes/developers.widgets.changelog.tsx'),
  route('case-studies', 'routes/case-studies.tsx'),
  route('case-studies/:slug', 'routes/case-study.tsx'),
  route('webinars', 'routes/webinars.tsx'),
  route('events', 'routes/events.tsx'),
  route('use-cases/green', 'routes/use-cases.green.tsx'),
  route('use-cases/ai', 'routes/use-cases.ai.tsx'),
  route('use-cases/hire', 'routes/use-cases.hire.tsx'),
  route('integrations', 'routes/integrations.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  // The back office is its own app (sites/admin, served at /admin); these old addresses of
  // its signed-out pages redirect there.
  route('invitation/:token', 'routes/account-moved.ts', { id: 'moved-invitation' }),
  route('forgot-password', 'routes/account-moved.ts', { id: 'moved-forgot-password' }),
  route('reset-password/:token', 'routes/account-moved.ts', { id: 'moved-reset-password' }),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
