export type * from './types';
export { products } from './products';
export { blogAuthors, blogCategories, blogPosts } from './blog';
export { jobs } from './jobs';
export { caseStudies } from './case-studies';
