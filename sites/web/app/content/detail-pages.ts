import { BRAND, type Product } from '@joognoo/schemas';
import { humanizeSlug, truncate } from '../lib/text';
import type { AddOnCopy } from './add-ons';
import type { PageCopy } from './page-copy';

/**
 * Head data and intro of the detail pages while they are placeholders (their real pages
 * read the entity from the API and build the same fields from it).
 */
export const detailPages = {
  product: (product: Pick<Product, 'name' | 'tagline' | 'category' | 'description'>): PageCopy => ({
    eyebrow: product.category,
    title: `${product.name} | ${product.category}`,
    heading: product.name,
    description: truncate(product.description, 160),
    intro: product.tagline,
  }),
  blogPost: (slug: string): PageCopy => ({
    eyebrow: 'Blog',
    title: `${humanizeSlug(slug)} | Blog`,
    heading: humanizeSlug(slug),
    description: `Read "${humanizeSlug(slug)}" on the ${BRAND.name} blog: AI industry insights.`,
    intro: `An article from the ${BRAND.name} blog.`,
  }),
  job: (id: string): PageCopy => ({
    eyebrow: 'Careers',
    title: `${humanizeSlug(id)} | Careers`,
    heading: humanizeSlug(id),
    description: `Join ${BRAND.name} as ${humanizeSlug(id)}: the role, responsibilities, requirements and benefits.`,
    intro: 'The role, what you will do, what we look for and what we offer.',
  }),
  caseStudy: (slug: string): PageCopy => ({
    eyebrow: 'Case study',
    title: `${humanizeSlug(slug)} | Case Studies`,
    heading: humanizeSlug(slug),
    description: `${humanizeSlug(slug)}: the challenge, our solution and the measurable results.`,
    intro: 'The challenge, our solution and the measurable results.',
  }),
  addOnPayment: (addOn: AddOnCopy): PageCopy => ({
    eyebrow: 'Add-on service',
    title: `${addOn.name} | Request`,
    heading: `Request ${addOn.name}`,
    description: `Request the ${addOn.name} add-on service from ${BRAND.name}.`,
    intro: `Request ${addOn.name} and our team will confirm scope, format and pricing with you.`,
  }),
};
