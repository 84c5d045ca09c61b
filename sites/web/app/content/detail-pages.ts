import { BRAND, type BlogPost, type CaseStudy, type Job, type Product } from '@joognoo/schemas';
import { truncate } from '../lib/text';
import type { PageCopy } from './page-copy';

/**
 * Head data (title, description) and H1 of the detail pages, built from the entity the
 * route's loader read from the API; `*NotFound` for an unknown slug (HTTP 404).
 */
export const detailPages = {
  product: (product: Pick<Product, 'name' | 'tagline' | 'category' | 'description'>): PageCopy => ({
    eyebrow: product.category,
    title: `${product.name} | ${product.category}`,
    heading: product.name,
    description: truncate(product.description, 160),
    intro: product.tagline,
  }),
  blogPost: (post: Pick<BlogPost, 'title' | 'excerpt' | 'category'>): PageCopy => ({
    eyebrow: post.category?.name ?? 'Blog',
    title: `${post.title} | ${BRAND.name} Blog`,
    heading: post.title,
    description: truncate(post.excerpt, 160),
    intro: post.excerpt,
  }),
  blogPostNotFound: {
    eyebrow: 'Blog',
    title: `Article Not Found | ${BRAND.name} Blog`,
    heading: 'Article Not Found',
    description: "Sorry, the article you're looking for doesn't exist or may have been removed.",
    intro: "Sorry, the article you're looking for doesn't exist or may have been removed.",
  } satisfies PageCopy,
  job: (job: Pick<Job, 'title' | 'overview' | 'department'>): PageCopy => ({
    eyebrow: job.department.name,
    title: `${job.title} | ${BRAND.name} Careers`,
    heading: job.title,
    description: truncate(job.overview, 160),
    intro: job.overview,
  }),
  jobNotFound: {
    eyebrow: 'Careers',
    title: `Job Not Found | ${BRAND.name} Careers`,
    heading: 'Job Not Found',
    description: "The job listing you're looking for doesn't exist or has been removed.",
    intro: "The job listing you're looking for doesn't exist or has been removed.",
  } satisfies PageCopy,
  caseStudy: (caseStudy: Pick<CaseStudy, 'title' | 'excerpt' | 'industry'>): PageCopy => ({
    eyebrow: caseStudy.industry,
    title: `${caseStudy.title} | ${BRAND.name} Case Studies`,
    heading: caseStudy.title,
    description: truncate(caseStudy.excerpt, 160),
    intro: caseStudy.excerpt,
  }),
  caseStudyNotFound: {
    eyebrow: 'Case study',
    title: `Case Study Not Found | ${BRAND.name} Case Studies`,
    heading: 'Case Study Not Found',
    description: "The case study you're looking for doesn't exist or has been removed.",
    intro: "The case study you're looking for doesn't exist or has been removed.",
  } satisfies PageCopy,
};
