import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/routes';

/**
 * Every route of SPEC.md §2, one module each under app/routes/. To build a page, replace
 * the default export of its module (placeholders say so in a comment at the top).
 */
export default [
  index('routes/home.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('privacy-policy', 'pages/legal/privacy-policy/route.tsx'),
  route('terms-of-service', 'pages/legal/terms-of-service/route.tsx'),
  route('cookie-policy', 'pages/legal/cookie-policy/route.tsx'),
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
  route('services/governance', 'pages/services/governance/route.tsx'),
  route('services/managed-services', 'pages/services/managed-services/route.tsx'),
  route('services/academy', 'pages/services/academy/route.tsx'),
  route('services/cloud-partner', 'pages/services/cloud-partner/route.tsx'),
  route('add-ons/:service/payment', 'routes/add-on-payment.tsx'),
  route('documentation', 'pages/documentation/route.tsx'),
  route('developers/widgets', 'pages/developers-widgets/route.tsx'),
  route('developers/widgets/changelog', 'pages/developers-widgets/changelog/route.tsx'),
  route('case-studies', 'routes/case-studies.tsx'),
  route('case-studies/:slug', 'routes/case-study.tsx'),
  route('webinars', 'routes/webinars.tsx'),
  route('events', 'routes/events.tsx'),
  route('use-cases/green', 'pages/use-cases/green/route.tsx'),
  route('use-cases/ai', 'pages/use-cases/ai/route.tsx'),
  route('use-cases/hire', 'pages/use-cases/hire/route.tsx'),
  route('integrations', 'routes/integrations.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  ...adminRoutes,
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
