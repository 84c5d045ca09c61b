import { BRAND, LIMITS } from '@joognoo/schemas';
import type { Leader } from '@joognoo/schemas';
import { companyEmail } from '../../content/pages/helpers.ts';
import type { CtaBand, FeatureItem, SectionHeading } from '../../content/pages/types.ts';

/**
 * /teams: three leaders and three core values. A leader whose
 * `image` is null is shown with the first letter of the name.
 * Images to draw: /images/leaders/arjun.svg, /images/leaders/priya.svg.
 */

export const LEADERSHIP_INTRO: SectionHeading = {
  id: 'leadership',
  eyebrow: 'Leadership',
  heading: 'The team leading our work',
  intro: `${BRAND.name} is led by people who have built, shipped and governed AI in some of the most demanding enterprises in Asia Pacific and beyond. They set our direction and stay close to every client programme.`,
};

export const LEADERS: readonly Leader[] = [
  {
    id: 'arjun-mehta',
    name: 'Arjun Mehta',
    title: 'Co-founder and Chief Executive Officer',
    email: companyEmail('arjun.mehta'),
    phones: ['+65 6812 4401', '+65 9123 4567'],
    profileLink: `https://www.linkedin.com/in/arjun-mehta-${BRAND.slug}`,
    bio: `Arjun co-founded ${BRAND.name} in ${LIMITS.foundedYear} after fifteen years leading digital transformation and AI delivery programmes for banks and insurers across Asia Pacific. He sets the company's strategy and works directly with client executives on their AI roadmaps. Before ${BRAND.name}, he ran a regional data and AI practice of more than 400 consultants. He holds an MBA from INSEAD and a degree in computer engineering.`,
    image: '/images/leaders/arjun.svg',
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    title: 'Co-founder and Chief Technology Officer',
    email: companyEmail('priya.raman'),
    phones: ['+91 80 4718 2201'],
    profileLink: `https://www.linkedin.com/in/priya-raman-${BRAND.slug}`,
    bio: `Priya leads engineering, research and platform security, and built the accelerator architecture that every ${BRAND.name} product runs on. She previously led machine learning platform teams at a global e-commerce company, where her systems served millions of predictions a day. Priya is a frequent speaker on responsible AI and model governance. She holds a PhD in machine learning from the Indian Institute of Science.`,
    image: '/images/leaders/priya.svg',
  },
  {
    id: 'daniel-whitfield',
    name: 'Daniel Whitfield',
    title: 'Chief Revenue Officer',
    email: companyEmail('daniel.whitfield'),
    phones: ['+1 (212) 555-0149', '+61 2 5550 4411'],
    profileLink: `https://www.linkedin.com/in/daniel-whitfield-${BRAND.slug}`,
    bio: `Daniel leads sales, partnerships and client success from New York, with a focus on helping enterprises turn pilots into programmes with measurable returns. He spent two decades in enterprise software sales leadership across Australia, Singapore and the United States. He built the cloud partner programme that brings ${BRAND.name} to Azure, AWS and Google Cloud customers. Daniel is an advocate for transparent, outcome-based commercial models.`,
    image: null,
  },
];

export interface CoreValues extends SectionHeading {
  items: readonly FeatureItem[];
}

/** The three core values of /teams: Innovation, Excellence, Client Success. */
export const CORE_VALUES: CoreValues = {
  id: 'core-values',
  eyebrow: 'Core values',
  heading: 'What our leadership stands for',
  intro: 'Three values shape every decision our leaders make, from the roadmap to the way we run an engagement.',
  items: [
    {
      title: 'Innovation',
      description:
        'We invest in research and rapid experimentation, and we ship what works: practical AI that solves a real problem for a real team, not technology for its own sake.',
      icon: 'lightbulb',
    },
    {
      title: 'Excellence',
      description:
        'We hold our engineering, security and delivery to enterprise standards, with rigorous testing, clear documentation and a 99.9% uptime SLA we are proud to sign.',
      icon: 'award',
    },
    {
      title: 'Client Success',
      description:
        'Our work is measured by our clients\u2019 outcomes. We agree on success metrics up front, report on them openly and stay engaged long after go-live.',
      icon: 'handshake',
    },
  ],
};

export const LEADERSHIP_CTA: CtaBand = {
  heading: 'Want to work with our team?',
  text: 'Talk to our leaders about your AI roadmap, or join us and help build it.',
  primary: { label: 'Contact Us', href: '/contact' },
  secondary: { label: 'View Careers', href: '/careers' },
};
