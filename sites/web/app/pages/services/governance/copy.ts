import { BRAND, LIMITS } from '@joognoo/schemas';
import type { SectionHeading } from '../../../content/pages/types.ts';
import { requestPath, type AddOnServicePage } from '../service-page.ts';

export interface ComplianceFramework {
  name: string;
  description: string;
}

export interface GovernanceServicePage extends AddOnServicePage {
  frameworks: SectionHeading & { id: string; items: readonly ComplianceFramework[] };
}

export const GOVERNANCE_SERVICE: GovernanceServicePage = {
  slug: 'governance',
  path: '/services/governance',
  requestKey: 'governance',
  requestPath: requestPath('governance'),
  name: 'AI Governance and Compliance',
  hero: {
    eyebrow: 'Add-on service',
    title: 'AI Governance and Compliance',
    subtitle:
      'Put every AI system under clear policies, controls and audit trails. Our governance specialists set up the framework, map it to the regulations you face and keep it current as your AI portfolio grows.',
    primaryCta: { label: 'Request Governance Service', href: requestPath('governance') },
    secondaryCta: { label: 'Speak with an Expert', href: '/contact' },
  },
  features: {
    id: 'governance-features',
    eyebrow: 'What you get',
    heading: 'Governance that keeps pace with your AI',
    intro: `Built on ${BRAND.products.ai.name}, delivered by specialists who have taken enterprise AI through audits and regulatory reviews.`,
    items: [
      {
        title: 'AI policy framework',
        description:
          'Acceptable-use, risk classification and model lifecycle policies tailored to your industry, approved by your risk committee and enforced in your workflows.',
        icon: 'file-text',
      },
      {
        title: 'Model inventory and risk tiering',
        description:
          'A complete register of the models and AI vendors in use, each classified by risk level with a named owner and review schedule.',
        icon: 'database',
      },
      {
        title: 'Bias and fairness testing',
        description:
          'Pre-deployment and ongoing fairness tests across protected attributes, with documented thresholds and remediation plans.',
        icon: 'scale',
      },
      {
        title: 'Explainability and documentation',
        description:
          'Model cards, data sheets and decision explanations that auditors, regulators and business owners can understand.',
        icon: 'search',
      },
      {
        title: 'Continuous compliance monitoring',
        description:
          'Automated checks for drift, policy breaches and expiring approvals, with alerts routed to the right owner before issues escalate.',
        icon: 'activity',
      },
      {
        title: 'Audit readiness',
        description:
          'Evidence packs and audit trails generated from the platform, ready for internal audit, SOC2 assessments and regulator requests.',
        icon: 'clipboard-check',
      },
    ],
  },
  frameworks: {
    id: 'frameworks',
    eyebrow: 'Regulations and standards',
    heading: 'Mapped to the frameworks you answer to',
    items: [
      { name: 'EU AI Act', description: 'Risk classification, conformity documentation and transparency obligations for high-risk systems.' },
      { name: 'NIST AI Risk Management Framework', description: 'Govern, map, measure and manage functions embedded in your model lifecycle.' },
      { name: 'ISO/IEC 42001', description: 'An AI management system aligned with the international standard, ready for certification.' },
      {
        name: 'Singapore Model AI Governance Framework',
        description: 'Internal governance, human involvement and stakeholder communication practices recommended by IMDA and PDPC.',
      },
      { name: 'Sector regulations', description: 'Financial-services guidance such as MAS FEAT principles, plus employment and data protection rules for HR AI.' },
    ],
  },
  closingCta: {
    heading: 'Govern AI with confidence',
    text: `Tell us about your AI portfolio and a governance specialist will propose a scope and plan within ${LIMITS.replyWithinHours} hours.`,
    primary: { label: 'Request Governance Service', href: requestPath('governance') },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};
