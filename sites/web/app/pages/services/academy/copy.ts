import type { LearningPath, TrainingFormat } from '@joognoo/schemas';
import type { Cta, FeatureItem, SectionHeading, Testimonial } from '../../../content/pages/types.ts';
import { requestPath, type AddOnServicePage } from '../service-page.ts';

export type TrainingFormatId = 'self-paced' | 'virtual' | 'enterprise';

export interface AcademyLearningPath extends LearningPath {
  id: string;
  /** The role this path is written for. */
  role: string;
  duration: string;
  level: string;
  icon: FeatureItem['icon'];
}

export interface AcademyTrainingFormat extends TrainingFormat {
  id: TrainingFormatId;
  /** Tab label. */
  label: string;
  /** 'Select This Format' -> /add-ons/academy/payment?format={id}. */
  cta: Cta;
}

export interface AcademyServicePage extends AddOnServicePage {
  learningPaths: SectionHeading & {
    id: string;
    labels: { duration: string; level: string; modules: string };
    /** The button on each path card. */
    cta: Cta;
    items: readonly AcademyLearningPath[];
  };
  formats: SectionHeading & { id: string; defaultFormat: TrainingFormatId; items: readonly AcademyTrainingFormat[] };
  testimonials: SectionHeading & { items: readonly Testimonial[] };
}

const academyFormatCta = (id: TrainingFormatId): Cta => ({
  label: 'Select This Format',
  href: `${requestPath('academy')}?format=${id}`,
});

export const ACADEMY_SERVICE: AcademyServicePage = {
  slug: 'academy',
  path: '/services/academy',
  requestKey: 'academy',
  requestPath: requestPath('academy'),
  name: 'Developer AI Academy',
  hero: {
    eyebrow: 'Add-on service',
    title: 'Developer AI Academy',
    subtitle:
      'Role-based training that makes every engineer productive with AI-assisted development, testing and delivery, using your own tools, your own code and the accelerators your teams already run.',
    primaryCta: { label: 'Enroll Now', href: requestPath('academy') },
    secondaryCta: { label: 'Explore Learning Paths', href: '#learning-paths' },
    stats: [
      { value: '30%', label: 'Development time reduction reported by alumni teams' },
      { value: '3', label: 'Role-based learning paths' },
      { value: '3', label: 'Training formats' },
    ],
  },
  features: {
    id: 'academy-benefits',
    eyebrow: 'Why the Academy',
    heading: 'Training that changes how teams ship',
    intro: 'Practical, hands-on and measured against delivery outcomes, not course completions.',
    items: [
      {
        title: 'Hands-on labs on real code',
        description: 'Every module ends in a lab on a realistic repository, or on your own codebase in the enterprise format.',
        icon: 'code',
      },
      {
        title: 'Role-based curriculum',
        description: 'Separate paths for developers, test engineers and engineering leaders, so everyone learns what they will use.',
        icon: 'users',
      },
      {
        title: 'Responsible AI built in',
        description: 'Secure prompting, licence hygiene, data privacy and review practices are part of every path.',
        icon: 'shield',
      },
      {
        title: 'Certification',
        description: 'Learners who pass the final assessment earn a verifiable certificate for each completed path.',
        icon: 'award',
      },
      {
        title: 'Measurable results',
        description: 'Before-and-after productivity baselines from the accelerators show leaders exactly what the training delivered.',
        icon: 'bar-chart',
      },
    ],
  },
  learningPaths: {
    id: 'learning-paths',
    eyebrow: 'Learning paths',
    heading: 'Three paths, one for every role',
    intro: 'Each path combines short lessons, guided labs and a final assessment.',
    labels: { duration: 'Duration', level: 'Level', modules: 'What you will learn' },
    cta: { label: 'Enroll Now', href: requestPath('academy') },
    items: [
      {
        id: 'ai-assisted-developer',
        title: 'AI-Assisted Developer',
        role: 'Software engineers',
        description:
          'Write, refactor and review code faster with AI assistance, while keeping quality, security and maintainability high.',
        duration: '6 weeks',
        level: 'Beginner to intermediate',
        icon: 'code',
        modules: [
          'Foundations of large language models for developers',
          'Prompt patterns for code generation and refactoring',
          'Repository-aware assistance with the developer accelerator',
          'Reviewing AI-generated code for security and licensing',
          'Capstone: deliver a feature end to end with AI pairing',
        ],
      },
      {
        id: 'ai-test-engineer',
        title: 'AI Test Engineer',
        role: 'QA and test engineers',
        description:
          'Generate meaningful test cases, close coverage gaps and bring AI-driven quality checks into your CI/CD pipelines.',
        duration: '5 weeks',
        level: 'Intermediate',
        icon: 'check-circle',
        modules: [
          'AI-generated test cases from requirements and code',
          'Coverage analysis and risk-based test selection',
          'Test data generation and privacy-safe fixtures',
          'Integrating the test accelerator into CI/CD',
          'Capstone: raise coverage on a legacy service',
        ],
      },
      {
        id: 'ai-engineering-leader',
        title: 'AI Engineering Leader',
        role: 'Tech leads, architects and engineering managers',
        description:
          'Plan, govern and measure AI adoption across teams, from tool selection and policy to productivity metrics and ROI.',
        duration: '4 weeks',
        level: 'Advanced',
        icon: 'target',
        modules: [
          'Building an AI adoption roadmap for engineering',
          'Governance, policy and risk for AI-assisted development',
          'Measuring productivity and quality with delivery metrics',
          'Energy-efficient and sustainable software practices',
          'Capstone: an adoption business case for your organisation',
        ],
      },
    ],
  },
  formats: {
    id: 'training-formats',
    eyebrow: 'Training formats',
    heading: 'Learn the way your teams work best',
    defaultFormat: 'self-paced',
    items: [
      {
        id: 'self-paced',
        label: 'Self-Paced',
        title: 'Self-Paced Online',
        description: 'Flexible, on-demand learning that fits around delivery commitments, for individuals and distributed teams.',
        features: [
          '12 months of access to all three learning paths',
          'Browser-based labs with sandbox repositories',
          'Progress tracking and team dashboards',
          'Community forum moderated by Academy instructors',
          'Certificate on passing each final assessment',
        ],
        cta: academyFormatCta('self-paced'),
      },
      {
        id: 'virtual',
        label: 'Virtual Instructor-Led',
        title: 'Virtual Instructor-Led',
        description: 'Live online cohorts led by senior practitioners, scheduled across Asia Pacific, Middle East and Americas time zones.',
        features: [
          'Live sessions twice a week in small cohorts',
          'Guided labs with instructor code reviews',
          'Weekly office hours for questions on your own projects',
          'Session recordings and all self-paced content included',
          'Certificate on passing each final assessment',
        ],
        cta: academyFormatCta('virtual'),
      },
      {
        id: 'enterprise',
        label: 'Enterprise',
        title: 'Enterprise Programme',
        description: 'A tailored programme for whole engineering organisations, delivered on-site or virtually on your own codebase.',
        features: [
          'Curriculum tailored to your stack, tools and policies',
          'Labs on your own repositories in a secure environment',
          'On-site workshops at your offices or ours',
          'Baseline and post-programme productivity measurement',
          'Dedicated programme manager and executive reporting',
        ],
        cta: academyFormatCta('enterprise'),
      },
    ],
  },
  testimonials: {
    eyebrow: 'Results',
    heading: 'What our learners say',
    items: [
      {
        quote:
          'After the enterprise programme our squads adopted AI-assisted development as a normal way of working. Across our payments platform we measured a 30% development time reduction within two quarters, with no drop in code quality.',
        name: 'Rachel Lim',
        role: 'VP Engineering',
        company: 'Straits Digital Bank',
      },
      {
        quote:
          'The AI Test Engineer path was the most practical training my team has done. We left with pipelines that generate and prioritise tests automatically, and the confidence to govern how we use AI.',
        name: 'Vikram Nair',
        role: 'Head of Quality Engineering',
        company: 'Coastline Logistics',
      },
    ],
  },
  closingCta: {
    heading: 'Make every developer an AI-assisted developer',
    text: 'Enroll your team today, or talk to us about an enterprise programme built around your codebase.',
    primary: { label: 'Enroll Now', href: requestPath('academy') },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};
