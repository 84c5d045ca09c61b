import { BRAND } from '@joognoo/schemas';

/** Copy of the careers page (/careers) around the job board: culture section and closing CTA. */
export interface CareersContent {
  heroAction: { label: string; href: string };
  culture: {
    eyebrow: string;
    heading: string;
    intro: string;
    values: ReadonlyArray<{ title: string; text: string }>;
  };
  contact: { heading: string; text: string; action: { label: string; href: string } };
}

export const careers: CareersContent = {
  heroAction: { label: 'View Open Positions', href: '#openings' },
  culture: {
    eyebrow: 'Life at ' + BRAND.name,
    heading: 'A culture built for impact',
    intro:
      'We are a small, senior team across Asia Pacific, the Middle East and the Americas, building AI that enterprises trust with their most important work.',
    values: [
      {
        title: 'Ownership from day one',
        text: 'Ship to production in your first weeks. Teams own their products end to end, from discovery to the customer outcome.',
      },
      {
        title: 'Learn continuously',
        text: 'A yearly learning budget, access to our Developer AI Academy and time set aside to explore new ideas.',
      },
      {
        title: 'Flexible and global',
        text: 'Hybrid offices in Singapore, Bangalore, Sydney, Kuala Lumpur, Dubai and New York, and remote roles where the work allows.',
      },
      {
        title: 'Responsible by design',
        text: 'Fairness, transparency and sustainability are part of how we build, not an afterthought.',
      },
    ],
  },
  contact: {
    heading: "Don't see the right role?",
    text: 'We are always glad to meet talented people. Tell us about yourself and the work you want to do, and we will be in touch when a fitting role opens.',
    action: { label: 'Contact Us', href: '/contact' },
  },
};
