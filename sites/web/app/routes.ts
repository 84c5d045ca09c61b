import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { adminRoutes } from './routes/admin/routes';

/**
 * Every public route. A page lives in its own folder under app/pages/ (its `route.tsx`,
 * the components only it uses, its `copy.ts`); the pages still under app/routes/ are
 * being moved the same way.
 */
export default [
  index('pages/home/route.tsx'),
  route('products/:slug', 'pages/product/route.tsx'),
  route('blog', 'pages/blog/route.tsx'),
  route('blog/:slug', 'pages/blog/post/route.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('cookie-policy', 'routes/cookie-policy.tsx'),
  route('about', 'pages/about/route.tsx'),
  route('teams', 'pages/teams/route.tsx'),
  route('careers', 'pages/careers/route.tsx'),
  route('careers/:id', 'pages/careers/job/route.tsx'),
  route('careers/:id/apply', 'pages/careers/apply/route.tsx'),
  route('contact', 'pages/contact/route.tsx'),
  route('contact/submit', 'pages/contact/submit/route.tsx'),
  route('newsletter/subscribe', 'pages/newsletter/subscribe/route.tsx'),
  route('newsletter/confirm', 'pages/newsletter/confirm/route.tsx'),
  route('newsletter/unsubscribe', 'pages/newsletter/unsubscribe/route.tsx'),
  route('services/governance', 'routes/services.governance.tsx'),
  route('services/managed-services', 'routes/services.managed-services.tsx'),
  route('services/academy', 'routes/services.academy.tsx'),
  route('services/cloud-partner', 'routes/services.cloud-partner.tsx'),
  route('add-ons/:service/payment', 'pages/add-on-payment/route.tsx'),
  route('documentation', 'routes/documentation.tsx'),
  route('developers/widgets', 'routes/developers.widgets.tsx'),
  route('developers/widgets/changelog', 'routes/developers.widgets.changelog.tsx'),
  route('case-studies', 'pages/case-studies/route.tsx'),
  route('case-studies/:slug', 'pages/case-studies/detail/route.tsx'),
  route('webinars', 'pages/webinars/route.tsx'),
  route('events', 'pages/events/route.tsx'),
  route('use-cases/green', 'routes/use-cases.green.tsx'),
  route('use-cases/ai', 'routes/use-cases.ai.tsx'),
  route('use-cases/hire', 'routes/use-cases.hire.tsx'),
  route('integrations', 'pages/integrations/route.tsx'),
  route('sign-in', 'pages/sign-in/route.tsx'),
  route('sitemap.xml', 'pages/sitemap-xml/route.ts'),
  ...adminRoutes,
  route('robots.txt', 'pages/robots-txt/route.ts'),
  route('*', 'pages/not-found/route.tsx'),
] satisfies RouteConfig;
