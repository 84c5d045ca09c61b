import { BRAND, LIMITS, SITE_COOKIES } from '@joognoo/schemas';
import { COMPANY_EMAILS, HEADQUARTERS } from '../offices.ts';

/**
 * Full texts of /privacy-policy, /terms-of-service and /cookie-policy (SPEC.md §2 Legal
 * pages): all last updated April 8, 2025 and governed by the laws of Singapore.
 * Each section has an anchor slug (`id`) for a table of contents.
 */

export type LegalBlock =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'table'; caption?: string; columns: readonly string[]; rows: readonly (readonly string[])[] };

export interface LegalSection {
  /** Anchor slug, unique within its document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  /** `lastUpdated` as YYYY-MM-DD. */
  lastUpdatedIso: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const LEGAL_LAST_UPDATED = 'April 8, 2025';
/** The same date for `<time dateTime>`. */
export const LEGAL_LAST_UPDATED_ISO = '2025-04-08';

/** Days of notice the Terms give before a material change takes effect. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;


const COMPANY = `${BRAND.name} Pte. Ltd.`;
const ADDRESS = HEADQUARTERS.address;
const PRIVACY_EMAIL = COMPANY_EMAILS.privacy;
const LEGAL_EMAIL = COMPANY_EMAILS.legal;
const { green, ai, hire } = BRAND.products;

const p = (text: string): LegalBlock => ({ type: 'p', text });
const ul = (...items: string[]): LegalBlock => ({ type: 'ul', items });

// ---------------------------------------------------------------------------------------
// Privacy Policy
// ---------------------------------------------------------------------------------------

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  intro: `This Privacy Policy explains how ${COMPANY} ("${BRAND.name}", "we", "us" or "our") collects, uses, shares and protects personal data when you visit our website, contact us, attend our webinars and events, or use our accelerators, products (${green.name}, ${ai.name} and ${hire.name}) and add-on services (together, the "Services"). We process personal data in accordance with the Singapore Personal Data Protection Act 2012 (PDPA) and, where they apply, the EU and UK General Data Protection Regulation (GDPR) and other applicable data protection laws.`,
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are and scope',
      blocks: [
        p(
          `${COMPANY} is a company incorporated in Singapore with its registered office at ${ADDRESS}. For personal data collected through our website and our marketing, sales and recruitment activities, ${BRAND.name} is the data controller (the "organisation" responsible under the PDPA).`,
        ),
        p(
          'When our business customers use the Services to process personal data on their behalf, for example candidate data in an AI recruitment workflow or employee data in an ESG report, we act as a data processor (data intermediary) under our customer agreement and data processing addendum. In that case the customer\u2019s own privacy notice governs, and requests about that data should be made to the customer.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: '2. Information we collect',
      blocks: [
        p('We collect the following categories of personal data:'),
        ul(
          'Contact and profile data: first and last name, business e-mail address, company, job title, phone number and country, provided when you submit a contact form, request a demo or free pilot, subscribe to our newsletter or register for a webinar or event.',
          'Account data: username, hashed password, authentication tokens, workspace membership and role when you or your organisation create an account.',
          'Communication data: the content of messages, support tickets, call notes and feedback you send us, and your stated area of interest.',
          'Billing data: billing contact, company address, tax identifiers and payment status. Card details are handled directly by our payment processor; we do not store full card numbers.',
          'Usage and device data: pages viewed, links clicked, referring page, approximate location derived from IP address, browser type, operating system and timestamps, collected through server logs and, with your consent, analytics cookies.',
          'Integration data: configuration of connected tools such as issue trackers, CI/CD providers and repositories, including API tokens and webhook URLs, which are encrypted before storage.',
          'Recruitment data: if you apply for a role with us, your CV, work history, and any information you choose to share during the hiring process.',
        ),
      ],
    },
    {
      id: 'repository-analysis',
      heading: '3. Source code and repository analysis',
      blocks: [
        p(
          'Our developer, test and green accelerators analyse the source code repositories, commit history, pull requests, test results and pipeline metadata that you connect. Repository analysis is used to generate code suggestions, test cases, coverage and quality reports, and energy-efficiency recommendations for your organisation.',
        ),
        p(
          'Repository data can contain personal data, such as commit author names and e-mail addresses. We process it only to provide the Services to the customer that connected the repository, under that customer\u2019s instructions. We do not use customer code or repository data to train models made available to other customers, and we do not sell it.',
        ),
      ],
    },
    {
      id: 'how-we-use-information',
      heading: '4. How we use your information',
      blocks: [
        p('We use personal data to:'),
        ul(
          'provide, operate, maintain and secure the Services, including authentication and fraud prevention;',
          `respond to enquiries and demo requests, normally within ${LIMITS.replyWithinHours} hours;`,
          'manage subscriptions, free trials, invoicing and collections;',
          'send service announcements, security notices and administrative messages;',
          'send newsletters, event invitations and product updates where you have agreed or where the law otherwise permits, always with an option to unsubscribe;',
          'understand how our website and Services are used so we can improve them, using aggregated or pseudonymised data wherever possible;',
          'assess job applications; and',
          'comply with legal obligations, enforce our terms and establish, exercise or defend legal claims.',
        ),
      ],
    },
    {
      id: 'legal-bases',
      heading: '5. Legal bases for processing',
      blocks: [
        p('Where the GDPR or similar laws apply, we rely on the following legal bases:'),
        ul(
          'Contract: to provide the Services you or your organisation have subscribed to and to take steps at your request before entering into a contract.',
          'Legitimate interests: to operate and secure our business, to respond to business enquiries, to improve the Services and to market to business contacts, balanced against your rights and interests.',
          'Consent: for analytics and marketing cookies and for marketing messages where consent is required. You may withdraw consent at any time without affecting prior processing.',
          'Legal obligation: to keep accounting records, respond to lawful requests from authorities and meet regulatory requirements.',
        ),
        p(
          'Under the PDPA we collect, use and disclose personal data with your consent, deemed consent or as otherwise permitted by law, for the purposes described in this policy.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: '6. How we share information',
      blocks: [
        p('We do not sell personal data. We share it only with:'),
        ul(
          'Our affiliates in Singapore, India, Australia, Malaysia, the United Arab Emirates, Saudi Arabia and the United States, to deliver and support the Services.',
          'Service providers acting on our instructions, such as cloud hosting (Microsoft Azure, Amazon Web Services, Google Cloud), e-mail delivery, customer relationship management, payment processing and analytics providers.',
          'Integrations you enable, such as your issue tracker, CI/CD provider, repository host or messaging workspace, which receive data as you configure them.',
          'Professional advisers, auditors and insurers, under confidentiality obligations.',
          'Authorities, courts or other parties where required by law or to protect the rights, property or safety of our users, our customers or the public.',
          'A successor entity in a merger, acquisition or sale of assets, subject to this policy.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      heading: '7. International transfers',
      blocks: [
        p(
          'We are headquartered in Singapore and operate in several countries, so your personal data may be transferred to and processed in countries other than your own. Customer data is hosted in the cloud region agreed with the customer.',
        ),
        p(
          'When we transfer personal data out of Singapore, the European Economic Area, the United Kingdom or another jurisdiction with transfer restrictions, we ensure a comparable standard of protection through legally enforceable obligations such as the EU Standard Contractual Clauses, the UK International Data Transfer Addendum and intra-group data transfer agreements, as required by the PDPA Transfer Limitation Obligation and other applicable laws.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: '8. Data retention',
      blocks: [
        p('We keep personal data only as long as needed for the purposes for which it was collected:'),
        ul(
          'Contact and sales enquiries: up to 3 years after our last interaction, unless you become a customer.',
          'Account and customer data: for the duration of the subscription, then deleted or returned within 90 days of termination unless the customer agreement states otherwise.',
          'Repository analysis results and cached code: for the duration of the subscription; cached source code is deleted once an analysis completes.',
          'Billing records: as long as required by tax and accounting laws, normally 5 years.',
          'Recruitment data: up to 12 months after the hiring decision, unless you agree to a longer period.',
        ),
      ],
    },
    {
      id: 'security',
      heading: '9. Security',
      blocks: [
        p(
          'We protect personal data with administrative, technical and physical safeguards aligned with SOC2 controls, including encryption in transit (TLS 1.2 or higher) and at rest, encryption of integration credentials, role-based access, multi-factor authentication for staff, logging and monitoring, vulnerability management and regular penetration tests.',
        ),
        p(
          'No method of transmission or storage is completely secure. If we become aware of a data breach affecting your personal data, we will notify you and the relevant authorities as required by law.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: '10. Your rights',
      blocks: [
        p('Depending on where you live, you may have the right to:'),
        ul(
          'access the personal data we hold about you and obtain a copy;',
          'correct inaccurate or incomplete data;',
          'request deletion of your data;',
          'object to or restrict certain processing, including direct marketing;',
          'receive your data in a portable format;',
          'withdraw consent at any time; and',
          'lodge a complaint with a supervisory authority, such as the Personal Data Protection Commission of Singapore.',
        ),
        p(
          `To exercise these rights, e-mail ${PRIVACY_EMAIL}. We will verify your identity and respond within the time required by law, normally within 30 days. Marketing e-mails always contain an unsubscribe link.`,
        ),
      ],
    },
    {
      id: 'children',
      heading: '11. Children\u2019s privacy',
      blocks: [
        p(
          'The Services are intended for businesses and are not directed to children under 18. We do not knowingly collect personal data from children. If you believe a child has provided us with personal data, please contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      blocks: [
        p(
          'We may update this Privacy Policy from time to time. We will post the updated policy on this page with a new "Last updated" date and, for material changes, notify account holders by e-mail or through the Services before the changes take effect.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Governing law',
      blocks: [
        p(
          'This Privacy Policy is governed by the laws of Singapore, without prejudice to any mandatory data protection rights you have under the laws of the country where you live.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact us',
      blocks: [
        p(
          `If you have questions about this Privacy Policy or how we handle personal data, contact our Data Protection Officer at ${PRIVACY_EMAIL}, or write to: Data Protection Officer, ${COMPANY}, ${ADDRESS}.`,
        ),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------
// Terms of Service
// ---------------------------------------------------------------------------------------

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  intro: `These Terms of Service ("Terms") govern your access to and use of the website, accelerators, products, APIs and add-on services provided by ${COMPANY} ("${BRAND.name}", "we", "us" or "our") (together, the "Services"). Please read them carefully. If you have signed a separate written agreement with us for the Services, that agreement prevails over these Terms where they conflict.`,
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of these Terms',
      blocks: [
        p(
          'By creating an account, starting a free trial, subscribing to or otherwise using the Services, you agree to be bound by these Terms. If you use the Services on behalf of an organisation, you confirm that you are authorised to bind that organisation, and "you" refers to that organisation.',
        ),
        p('You must be at least 18 years old and able to form a binding contract to use the Services.'),
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts and security',
      blocks: [
        p(
          'You must provide accurate and complete registration information and keep it up to date. You are responsible for all activity under your account and for the actions of the users you invite to your workspace.',
        ),
        ul(
          'Keep passwords, API keys and integration tokens confidential and rotate them if you suspect they have been exposed.',
          'Enable multi-factor authentication where the Services offer it.',
          `Notify us immediately at ${COMPANY_EMAILS.support} of any unauthorised access or security incident affecting your account.`,
        ),
      ],
    },
    {
      id: 'subscriptions-and-billing',
      heading: '3. Subscriptions and billing',
      blocks: [
        p(
          'Paid Services are provided on a subscription basis for the plan, term and number of users or workspaces stated in your order. Subscription fees are billed in advance at the start of each billing period (monthly or annually) and are non-refundable except where these Terms or the law provide otherwise.',
        ),
        p(
          'Subscriptions renew automatically for successive periods of the same length unless you cancel before the end of the current period. You can cancel at any time from your account settings or by contacting us; cancellation takes effect at the end of the period already paid for.',
        ),
        ul(
          'Fees are exclusive of taxes, which we add where required by law.',
          'Invoices are payable within 30 days unless your order states otherwise; card payments are charged on the billing date.',
          'We may suspend the Services if an undisputed amount remains unpaid 15 days after written notice.',
          `We may change prices for a renewal period by giving you at least ${TERMS_CHANGE_NOTICE_DAYS} days notice before the renewal.`,
        ),
      ],
    },
    {
      id: 'free-trial',
      heading: '4. Free trials and pilots',
      blocks: [
        p(
          'We may offer a free trial or pilot of certain Services for a limited period. Unless you cancel before the trial ends, your subscription starts automatically at the end of the trial and the payment method on file is charged the applicable subscription fee for the plan you selected.',
        ),
        p(
          'We will remind you before the trial ends. Trial Services are provided "as is", may have limited features, and data created during a trial may be deleted if you do not subscribe within 30 days of the trial ending.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: '5. Acceptable use',
      blocks: [
        p('You agree not to, and not to allow anyone else to:'),
        ul(
          'use the Services in violation of any law or regulation, including export control, anti-discrimination, employment and data protection laws;',
          'upload or connect code, data or content you do not have the right to use, or that contains malware;',
          'attempt to gain unauthorised access to the Services, other accounts or our infrastructure, or probe, scan or test their vulnerability without our written permission;',
          'interfere with or disrupt the Services, or exceed published rate limits;',
          'reverse engineer, decompile or copy the Services, or use them to build a competing product;',
          'use outputs of the Services to make fully automated decisions with legal or similarly significant effects on individuals, such as hiring decisions, without appropriate human review; or',
          'resell or sublicense the Services except as expressly permitted in an order.',
        ),
        p(
          'Third-party tools you connect, such as issue trackers, CI/CD providers, repository hosts and cloud platforms, are governed by their own terms, and we are not responsible for them.',
        ),
      ],
    },
    {
      id: 'customer-data-and-repository-analysis',
      heading: '6. Customer data and repository analysis',
      blocks: [
        p(
          'You retain all rights in the data, content, source code and repositories that you submit or connect to the Services ("Customer Data"). You grant us a limited, non-exclusive licence to host, copy, process and analyse Customer Data solely to provide, secure and support the Services for you.',
        ),
        p(
          'When you connect a repository, our accelerators perform repository analysis: they read source code, commit history, pull requests, test results and pipeline metadata to generate suggestions, tests, coverage, quality and energy-efficiency reports. We do not use Customer Data to train models offered to other customers, and we do not disclose it except as described in our Privacy Policy.',
        ),
        p(
          'You are responsible for ensuring you have the rights and any notices or consents needed to connect Customer Data, including personal data. Where we process personal data on your behalf, our data processing addendum applies.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: '7. Intellectual property',
      blocks: [
        p(
          `${BRAND.name} and its licensors own all rights in the Services, including software, models, documentation, templates and trademarks such as ${BRAND.name}, ${green.name}, ${ai.name} and ${hire.name}. Subject to these Terms and payment of fees, we grant you a non-exclusive, non-transferable right to use the Services for your internal business purposes during your subscription.`,
        ),
        p(
          'As between you and us, you own the code, test cases, reports and other outputs generated for you by the Services, subject to our underlying rights in the Services and any third-party licences. If you send us feedback, we may use it without obligation to you.',
        ),
      ],
    },
    {
      id: 'confidentiality',
      heading: '8. Confidentiality',
      blocks: [
        p(
          'Each party will protect the other party\u2019s confidential information with at least reasonable care, use it only to perform under these Terms and disclose it only to employees, contractors and advisers who need to know it and are bound by similar obligations. Customer Data is your confidential information.',
        ),
        p(
          'These obligations do not apply to information that is public through no fault of the receiving party, was already known to it, is independently developed, or is lawfully received from a third party. A party may disclose confidential information when required by law, after giving notice where permitted.',
        ),
      ],
    },
    {
      id: 'warranties',
      heading: '9. Warranties and disclaimers',
      blocks: [
        p(
          'We warrant that the paid Services will perform materially as described in their documentation and that we will not materially reduce their security during your subscription. Service availability commitments, such as our 99.9% uptime SLA, are set out in the applicable order or service level agreement.',
        ),
        p(
          'AI-generated outputs, including code suggestions, test cases, ESG estimates, risk scores and candidate rankings, may be inaccurate or incomplete and must be reviewed by qualified people before you rely on them. Except as expressly stated in these Terms, the Services are provided "as is" and we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement, to the extent permitted by law.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '10. Limitation of liability',
      blocks: [
        p(
          'To the extent permitted by law, neither party is liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits, revenue, goodwill or data, arising out of or in connection with these Terms.',
        ),
        p(
          'Each party\u2019s total liability arising out of or in connection with these Terms is limited to the fees paid or payable by you for the Services in the 12 months before the event giving rise to the claim. These limits do not apply to your payment obligations, breach of confidentiality, a party\u2019s indemnity obligations, or liability that cannot be limited by law.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: '11. Suspension and termination',
      blocks: [
        p(
          'Either party may terminate a subscription for material breach that is not cured within 30 days of written notice. We may suspend access immediately if your use poses a security risk to the Services or others, or breaches the acceptable use rules, and we will restore access once the issue is resolved.',
        ),
        p(
          'On termination, your right to use the Services ends. For 30 days after termination you may export your Customer Data, after which we will delete it in line with our Privacy Policy, unless the law requires us to keep it. Sections that by their nature should survive termination, including confidentiality, intellectual property, limitation of liability and governing law, survive.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to these Terms',
      blocks: [
        p(
          `We may update these Terms from time to time. For material changes, we will give you at least ${TERMS_CHANGE_NOTICE_DAYS} days notice by e-mail to the account owner or through the Services before the changes take effect. Non-material changes, such as clarifications, take effect when posted on this page.`,
        ),
        p(
          'If you do not agree to a material change, you may cancel your subscription before it takes effect. Continuing to use the Services after the effective date means you accept the updated Terms.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Governing law and disputes',
      blocks: [
        p(
          'These Terms and any dispute or claim arising out of or in connection with them are governed by the laws of Singapore, without regard to its conflict of laws rules.',
        ),
        p(
          'The parties will first try to resolve any dispute through good-faith negotiation between senior representatives. A dispute not resolved within 30 days will be referred to and finally resolved by arbitration in Singapore administered by the Singapore International Arbitration Centre (SIAC) under its arbitration rules in force at the time, in English, before a single arbitrator. Either party may seek urgent injunctive relief from a competent court.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: '14. Contact us',
      blocks: [
        p(
          `Questions about these Terms can be sent to ${LEGAL_EMAIL} or by post to: Legal Department, ${COMPANY}, ${ADDRESS}.`,
        ),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------
// Cookie Policy
// ---------------------------------------------------------------------------------------

export interface CookieRow {
  name: string;
  provider: string;
  purpose: string;
  category: 'Strictly necessary' | 'Analytics' | 'Marketing';
  duration: string;
}

/**
 * The cookies this site sets itself, in display order: exactly `SITE_COOKIES` of
 * @joognoo/schemas, the names the API (sign-in) and the consent banner use.
 */
export const SITE_COOKIE_ROWS: readonly CookieRow[] = [
  {
    name: SITE_COOKIES.auth,
    provider: BRAND.name,
    purpose: 'Keeps you signed in (your session) to your account and the Enterprise Integrations page. Set only when you sign in.',
    category: 'Strictly necessary',
    duration: '30 days',
  },
  {
    name: SITE_COOKIES.consent,
    provider: BRAND.name,
    purpose: 'Remembers whether you accepted or declined analytics and marketing cookies. Set only when you answer the consent banner.',
    category: 'Strictly necessary',
    duration: '6 months',
  },
];

/** Cookies of Google's scripts: only when analytics is switched on and you accepted. */
export const GOOGLE_COOKIE_ROWS: readonly CookieRow[] = [
  {
    name: '_ga',
    provider: 'Google Analytics',
    purpose: 'Distinguishes unique visitors so we can measure how the site is used. Set only with your consent.',
    category: 'Analytics',
    duration: '2 years',
  },
  {
    name: '_gid',
    provider: 'Google Analytics',
    purpose: 'Distinguishes visitors and groups page views within a day. Set only with your consent.',
    category: 'Analytics',
    duration: '24 hours',
  },
  {
    name: '_gcl_au',
    provider: 'Google Ads',
    purpose: 'Measures the effectiveness of our advertising campaigns. Set only with your consent.',
    category: 'Marketing',
    duration: '3 months',
  },
];

const cookieTable = (caption: string, cookies: readonly CookieRow[]): LegalBlock => ({
  type: 'table',
  caption,
  columns: ['Name', 'Provider', 'Purpose', 'Type', 'Duration'],
  rows: cookies.map((cookie) => [cookie.name, cookie.provider, cookie.purpose, cookie.category, cookie.duration]),
});

/** The caption of the table of the site's own cookies (the e2e test reads that table). */
export const SITE_COOKIE_TABLE_CAPTION = 'Cookies this website sets';

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  intro: `This Cookie Policy explains how ${COMPANY} ("${BRAND.name}", "we", "us" or "our") uses cookies and similar technologies on our website and in the Services, what they do, how long they last and how you can control them. It should be read together with our Privacy Policy.`,
  sections: [
    {
      id: 'what-are-cookies',
      heading: '1. What are cookies?',
      blocks: [
        p(
          'Cookies are small text files that a website stores on your device when you visit it. They let the site remember your actions and preferences, such as whether you are signed in, for a period of time. Similar technologies include local storage, pixels and software development kits; in this policy, "cookies" covers all of them.',
        ),
        p(
          'First-party cookies are set by us. Third-party cookies are set by another provider, such as an analytics service. Session cookies are deleted when you close your browser; persistent cookies remain until they expire or you delete them.',
        ),
      ],
    },
    {
      id: 'how-we-use-cookies',
      heading: '2. How we use cookies',
      blocks: [
        p('We use cookies to:'),
        ul(
          'keep the website and the Services secure and working, including sign-in;',
          'remember your cookie choices;',
          'understand, with your consent, how visitors use our pages so we can improve content and navigation; and',
          'measure, with your consent, how well our advertising campaigns perform.',
        ),
        p(
          'We do not use cookies to make automated decisions about you, and we do not place analytics or marketing cookies before you have given consent.',
        ),
      ],
    },
    {
      id: 'types-of-cookies',
      heading: '3. Types of cookies we use',
      blocks: [
        ul(
          'Strictly necessary cookies: required for the site to function, for example to keep you signed in and store your consent choice. They cannot be switched off, but you can block them in your browser, in which case parts of the site will not work.',
          'Analytics cookies: help us count visits and traffic sources and see which pages are most and least popular. The information is aggregated. We set them only if you accept analytics cookies.',
          'Marketing cookies: help us measure the results of our advertising and avoid showing you irrelevant ads. We set them only after you accept optional cookies through our consent banner.',
        ),
      ],
    },
    {
      id: 'cookies-we-use',
      heading: '4. Cookies we use',
      blocks: [
        p('The first table lists every cookie this website sets itself, its purpose and how long it lasts.'),
        cookieTable(SITE_COOKIE_TABLE_CAPTION, SITE_COOKIE_ROWS),
        p(
          'The second table lists the cookies of Google Analytics and Google Ads. They are set only when analytics is switched on for this website and you have accepted optional cookies in the consent banner.',
        ),
        cookieTable('Cookies set by Google, only with your consent', GOOGLE_COOKIE_ROWS),
      ],
    },
    {
      id: 'third-party-cookies',
      heading: '5. Third-party cookies',
      blocks: [
        p(
          'Analytics and marketing cookies are provided by Google. Google processes the data collected under its own privacy policy and may transfer it outside your country, as described in our Privacy Policy. We configure Google Analytics to anonymise IP addresses and we do not share personally identifying information with it.',
        ),
        p(
          'Embedded content such as videos from our YouTube channel may set cookies of their own when you play them. Those cookies are controlled by the provider.',
        ),
      ],
    },
    {
      id: 'managing-consent',
      heading: '6. Managing your consent',
      blocks: [
        p(
          `The consent banner is shown only when analytics is switched on for this website. Then, on your first visit, it asks whether you accept optional cookies; your choice is stored in the ${SITE_COOKIES.consent} cookie for 6 months, after which we ask again. No analytics or marketing cookie is set, and nothing is sent to those providers, unless you accept. When analytics is switched off, there is no banner and no analytics or marketing cookie at all.`,
        ),
        p(
          'You can change your choice at any time by deleting our cookies in your browser, which makes the banner appear again on your next visit. Withdrawing consent does not affect the lawfulness of processing before the withdrawal.',
        ),
      ],
    },
    {
      id: 'browser-controls',
      heading: '7. Browser controls',
      blocks: [
        p(
          'Most browsers let you view, block and delete cookies through their settings. The help pages of Chrome, Firefox, Safari and Edge explain how. You can also opt out of Google Analytics across websites with the Google Analytics opt-out browser add-on.',
        ),
        p(
          'If you block strictly necessary cookies, you may not be able to sign in or use some features of the Services.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '8. Changes to this policy',
      blocks: [
        p(
          'We may update this Cookie Policy when we change the cookies we use or when the law changes. We will post the updated policy on this page with a new "Last updated" date and, where the change requires it, ask for your consent again.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: '9. Governing law',
      blocks: [
        p('This Cookie Policy is governed by the laws of Singapore, without prejudice to any mandatory rights you have under the laws of the country where you live.'),
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact us',
      blocks: [
        p(
          `If you have questions about our use of cookies, contact us at ${PRIVACY_EMAIL} or write to: Data Protection Officer, ${COMPANY}, ${ADDRESS}.`,
        ),
      ],
    },
  ],
};

export type LegalDocumentId = 'privacy-policy' | 'terms-of-service' | 'cookie-policy';

/** The three legal documents keyed by their route path (without '/'). */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  'privacy-policy': PRIVACY_POLICY,
  'terms-of-service': TERMS_OF_SERVICE,
  'cookie-policy': COOKIE_POLICY,
};
