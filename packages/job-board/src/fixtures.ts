import type { Job } from '@joognoo/schemas';

/** A realistic job; override any field. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    slug: 'senior-full-stack-engineer-singapore',
    title: 'Senior Full-Stack Engineer',
    department: { name: 'Engineering' },
    location: { city: 'Singapore', state: null, country: 'Singapore', isRemote: false },
    type: 'Full-time',
    salaryMin: 120000,
    salaryMax: 160000,
    salaryCurrency: 'SGD',
    postedAt: '2025-10-02T02:00:00.000Z',
    overview: 'Build the web applications enterprise customers use every day.',
    responsibilities: ['Design, build and ship features'],
    requirements: ['6+ years building production web applications'],
    benefits: ['Annual learning budget'],
    ...overrides,
  };
}
