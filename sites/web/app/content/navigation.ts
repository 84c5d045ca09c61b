import { BRAND } from '@joognoo/schemas';

/** Header and footer links, social links: the one place the site's navigation is set. */

export interface NavLink {
  label: string;
  href: string;
  /** One line shown under the label in menus. */
  description?: string;
}

export interface NavMenu {
  /** Stable id, used for element ids. */
  id: string;
  label: string;
  items: readonly NavLink[];
}

const { green, ai, hire } = BRAND.products;

export const productLinks: readonly NavLink[] = [
  {
    label: green.name,
    href: `/products/${green.slug}`,
    description: 'Sustainability, ESG tracking and carbon accounting',
  },
  {
    label: ai.name,
    href: `/products/${ai.slug}`,
    description: 'AI portfolio governance, risk and ROI',
  },
  {
    label: hire.name,
    href: `/products/${hire.slug}`,
    description: 'Intelligent, bias-aware recruitment',
  },
];

export const useCaseLinks: readonly NavLink[] = [
  { label: 'Sustainability & ESG', href: '/use-cases/green', description: 'Faster ESG reporting, lower emissions' },
  { label: 'AI Governance', href: '/use-cases/ai', description: 'Govern every model in one portfolio' },
  { label: 'Recruitment', href: '/use-cases/hire', description: 'Hire faster and more fairly' },
];

/** In-page anchor of the home page's products section (scrolls with the 80 px offset). */
export const allProductsLink: NavLink = {
  label: 'All products',
  href: '/#products',
  description: 'Compare the three products side by side',
};

export const headerMenus: readonly NavMenu[] = [
  { id: 'products', label: 'Products', items: [...productLinks, allProductsLink] },
  { id: 'use-cases', label: 'Use Cases', items: useCaseLinks },
];

export const headerLinks: readonly NavLink[] = [
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const headerCta: NavLink = { label: 'Get Free Pilot', href: '/contact' };

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  { title: 'Products', links: productLinks.map(({ label, href }) => ({ label, href })) },
  { title: 'Use Cases', links: useCaseLinks.map(({ label, href }) => ({ label, href })) },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Blog', href: '/blog' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
    ],
  },
];

export type SocialNetwork = 'linkedin' | 'x' | 'github' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon link. */
  label: string;
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'linkedin', label: `${BRAND.name} on LinkedIn`, href: `https://www.linkedin.com/company/${BRAND.slug}` },
  { network: 'x', label: `${BRAND.name} on X (Twitter)`, href: `https://x.com/${BRAND.slug}` },
  { network: 'github', label: `${BRAND.name} on GitHub`, href: `https://github.com/${BRAND.slug}` },
  { network: 'youtube', label: `${BRAND.name} on YouTube`, href: `https://www.youtube.com/@${BRAND.slug}` },
];
