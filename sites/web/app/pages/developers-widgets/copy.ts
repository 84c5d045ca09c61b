import { BRAND } from '@joognoo/schemas';
import { COMMON_ATTRIBUTES, type AttributeSpecs } from '@joognoo/widget-kit';
import type { SnippetSlot } from '../../lib/widget-snippets';

/**
 * /developers/widgets: the copy of the widget docs page, and per widget what its
 * declaration (`@joognoo/<widget>`'s `*Element`: tag, attributes, events) cannot say: the
 * words. The tables are built from the declaration plus these descriptions
 * (`attributeRows`/`eventRows` of app/lib/widget-snippets.ts throw when the two disagree,
 * and the page's unit test runs them for every widget).
 */

export const WIDGETS_PAGE = {
  intro: {
    heading: 'Add a widget in two lines',
    text: `Load the loader once, anywhere on the page, then place the element where the widget should appear. The loader downloads only the widgets the page uses; each renders in its own Shadow DOM, so your styles and ours never collide. React apps install the package and render the component instead.`,
    steps: [
      'Add the loader script (a module, about 1 KB) once per page.',
      'Place one or more widget elements; set attributes to configure them.',
      'Listen for the joognoo:* events, and set --joognoo-* CSS variables to match your brand.',
    ],
    versioning: `The URL carries the major version (/embed/v1/): within a major, releases only add, and the loader updates within five minutes. To pin one release, load it from its own URL with its Subresource Integrity (see Versions and support).`,
  },
  toc: {
    label: 'On this page',
    allowListing: 'Allow-listing',
    csp: 'Content Security Policy',
    versions: 'Versions and support',
    playground: 'Theme playground',
  },
  snippet: {
    title: 'Loader and an element',
    note: 'The <style> holds embed.css, the space each widget takes before it loads; {NONCE} is your page\'s nonce (see Content Security Policy).',
  },
  allowListing: {
    registerTitle: 'Register a partner (run by us)',
    attributeTitle: 'The partner id on every widget',
    unregisteredHeading: 'What a page that is not registered shows',
  },
  csp: {
    heading: 'Content Security Policy',
    text: "A policy with a fresh nonce per response and 'strict-dynamic' is all the widgets need; nothing beyond it, and no data: images. Replace {NONCE} with your nonce, in the header and in the snippet.",
    policyTitle: 'Content-Security-Policy for a page with widgets',
    snippetTitle: 'Snippet under that policy',
    linkText: 'Instead of the inline <style>, a page may load the same rules from our host:',
    linkTitle: 'embed.css as a stylesheet',
  },
  versions: {
    heading: 'Versions and support',
    text: 'Every release has an exact URL that never changes, next to /embed/v1/, which follows the latest 1.x release.',
    pinTitle: 'Pin an exact release with Subresource Integrity',
    pinText: (release: string) =>
      `Take the integrity of loader.js from /embed/${release}/embed-manifest.json (it lists every file of the release with its sha384), and add crossorigin="anonymous": the browser refuses any other bytes. To upgrade, change the version and the hash together.`,
    policyHeading: 'Support policy for an old major',
    changelog: 'Embed changelog: every release and what it changed',
  },
  liveLabel: 'Live preview',
  previewFailed: 'The live preview could not load. Reload the page to try again.',
  snippetTabsLabel: (widget: string) => `${widget} code`,
  snippetTabs: { script: 'Script tag', react: 'React' },
  attributes: {
    heading: 'Attributes',
    columns: { name: 'Name', type: 'Type', default: 'Default', description: 'Description' },
    noDefault: '—',
  },
  messages: {
    summary: (count: number) => `Message ids (${count}): replace any text with the messages attribute or prop`,
    readme: "The English text of each id is in the package's README (Languages); the ids every widget shares are in the READMEs of @joognoo/schemas, @joognoo/ui and @joognoo/widget-kit.",
  },
  events: {
    heading: 'Events',
    columns: { name: 'Event', detail: 'event.detail' },
    note: 'Every event bubbles and crosses the shadow boundary (composed), so you can listen on the element or on document.',
  },
  common: {
    heading: 'Attributes every widget takes',
    text: 'Besides its own attributes, each element understands these.',
  },
  playground: {
    heading: 'Theme playground',
    text: 'Widgets read their colours, corners and type sizes from --joognoo-* CSS custom properties, which reach inside the Shadow DOM, and speak the language of their locale attribute (else the page\'s <html lang>). Change a control: every live preview on this page follows, and the code to copy updates.',
    language: 'Language',
    languageTitle: 'Language',
    languageSnippet: (locale: string) =>
      `<!-- English, Arabic (right to left), Malay, Simplified Chinese or Hindi; without it, the page's <html lang> -->\n<joognoo-newsletter locale="${locale}"></joognoo-newsletter>\n\n<!-- Any text replaced by its message id (each widget's README lists them; ICU MessageFormat allowed) -->\n<joognoo-newsletter locale="${locale}" messages='{"newsletter.title": "Our partner briefing"}'></joognoo-newsletter>`,
    accent: 'Accent colour',
    text_: 'Text colour',
    background: 'Background colour',
    radius: 'Corner radius',
    fontScale: 'Font size',
    reset: 'Reset theme',
    resetDone: 'Theme reset to the defaults',
    cssTitle: 'Theme CSS',
  },
  contactVariants: { label: 'Variant', hint: 'Switch the variant: the preview and the snippets follow.' },
  integrations: {
    notice: `This widget manages a signed-in customer's Jira, CI/CD and prompt-template integrations, so it only works with a ${BRAND.name} session: a live preview here would show nothing but the sign-in error. Use the React component inside an app served on our domain, where the session cookie is sent.`,
    action: { label: 'Open it in your account', href: '/integrations' },
    scriptNote: 'The panel is not part of the public embed build: it needs the session cookie of our site, which a partner page never has.',
  },
} as const;

/** Common `event.detail` texts. */
const ERROR_DETAIL = '{ message, status? }: the message the widget showed; status is the HTTP status when the API answered.';
const LEAD_CONTEXT = 'variant, interest, source, service';

export interface WidgetDoc {
  /** Anchor id of the widget's section. */
  id: string;
  name: string;
  summary: string;
  /** npm package and the React component a React app renders. */
  packageName: string;
  component: string;
  /** Attributes of the live preview and of both snippets. */
  example: Readonly<Record<string, string>>;
  /** Whether the public embed build ships it (script tag and live preview). */
  embeddable: boolean;
  /** Other widgets the example puts into the element's named slots (preview and both snippets). */
  slots?: readonly SnippetSlot[];
  /** Description of every declared attribute. */
  attributes: Readonly<Record<string, string>>;
  /** `event.detail` of every declared event. */
  events: Readonly<Record<string, string>>;
}

export const WIDGET_DOCS = {
  contactForm: {
    id: 'contact-form',
    name: 'Contact form',
    summary: 'The lead form of our site in three variants: home (Request Information), about and contact. It validates as you type, submits to our API and confirms with a toast.',
    packageName: '@joognoo/contact-form',
    component: 'ContactForm',
    example: { variant: 'contact' },
    embeddable: true,
    attributes: {
      variant: 'Which form: home (Request Information), about or contact. Each has its own fields, interest options and texts.',
      interest: "Preset the interest field (one of the variant's option values).",
      'hide-interest': 'Hide the interest field when interest presets a valid value.',
      service: 'The add-on service the request is about; stored with the lead.',
      'redirect-url': 'Go to this address after a successful submission (http or https).',
      'heading-level': "Level of the form's heading (1 to 6), to fit your page's outline.",
    },
    events: {
      'joognoo:ready': '{ variant }',
      'joognoo:submit': `{ ${LEAD_CONTEXT}, idempotencyKey, submissionId }: a valid form is being sent.`,
      'joognoo:success': `{ ${LEAD_CONTEXT}, idempotencyKey, submissionId, redirectUrl? }: the lead was stored. Count it once per submissionId.`,
      'joognoo:error': `{ ${LEAD_CONTEXT}, idempotencyKey, submissionId, message, status?, code? }: the submission failed (code origin_not_registered: this site is not registered yet).`,
    },
  },
  newsletter: {
    id: 'newsletter',
    name: 'Newsletter',
    summary: 'A one-field subscription box with its heading and description. Subscribing twice is fine: the address is stored once.',
    packageName: '@joognoo/newsletter',
    component: 'NewsletterForm',
    example: {},
    embeddable: true,
    attributes: {
      title: 'Heading text (default "Subscribe to our newsletter"); empty hides it. Also the element\'s tooltip: prefer heading.',
      heading: 'Same as title, without the tooltip.',
      description: 'Text under the heading; empty hides it.',
      'heading-level': "Level of the heading (1 to 6), to fit your page's outline.",
    },
    events: {
      'joognoo:ready': '{ }: the box has mounted.',
      'joognoo:submit': '{ source, submissionId }: a valid address is being sent.',
      'joognoo:success': '{ source, submissionId, repeat }: the address is subscribed. The same address again on this page has the same submissionId (repeat true): count once per submissionId.',
      'joognoo:error': '{ message, status?, submissionId, code? }: the sign-up failed (the toast is already shown; code origin_not_registered: this site is not registered yet and the box says so).',
    },
  },
  blog: {
    id: 'blog',
    name: 'Blog',
    summary: 'Our articles: featured and recent posts with category filters, or a single article. Links lead to our blog unless you point them at your own pages.',
    packageName: '@joognoo/blog',
    component: 'BlogWidget',
    example: {},
    embeddable: true,
    // The newsletter box below the articles is the page's own widget, in the blog's slot.
    slots: [
      { slot: 'newsletter', prop: 'newsletter', tag: 'joognoo-newsletter', packageName: '@joognoo/newsletter', component: 'NewsletterForm' },
    ],
    attributes: {
      post: 'A post slug: show that article instead of the list.',
      category: 'Initial category of the list (slug or id).',
      'post-href': 'Article link template; {slug} is replaced. Default: the article on our site.',
      'blog-href': 'The list address for "Back to Blog". Default: our blog.',
      'heading-level': 'Level of the top heading, the list or article title (1 to 4); the headings inside use the levels below.',
    },
    events: {
      'joognoo:ready': '{ }: the list or the article is shown (data loaded).',
      'joognoo:error': `${ERROR_DETAIL} The affected section stays empty.`,
    },
  },
  jobBoard: {
    id: 'job-board',
    name: 'Job board',
    summary: 'Our open positions with department, location and type, or one job in detail with its application form. Apply and detail links can point at your own pages.',
    packageName: '@joognoo/job-board',
    component: 'JobBoardWidget',
    example: {},
    embeddable: true,
    attributes: {
      job: 'A job slug: show that job instead of the list.',
      'view-details-href': 'Where "View Details" leads: a template with {slug} (and {id}). Default: the job on our site.',
      'apply-href': 'Where "Apply Now" and "Apply for this Position" lead (template with {slug} or {id}). Default: the job\'s own application form, in place.',
      'careers-href': 'The list page for "Back to Careers" and "View All Jobs". Default: our careers page.',
      'heading-level': 'Level of the top heading (1 to 5): "Current Openings" (default 2) or the job title (default 1); the headings inside use the levels below.',
      department: "Only this department's openings (its name, e.g. Engineering; case-insensitive).",
      location: 'Only openings in this city or country, or remote.',
      'employment-type': 'Only openings of this type (e.g. Full-time; case-insensitive).',
    },
    events: {
      'joognoo:ready': '{ count } for the list (how many jobs are shown), { found } for one job: the jobs, or the job, are shown.',
      'joognoo:submit': '{ job, jobTitle, partner, source, idempotencyKey, submissionId }: a valid application is being sent from the job\'s form.',
      'joognoo:success': '{ job, jobTitle, partner, source, idempotencyKey, submissionId, reference }: the application was stored. Count it once per submissionId.',
      'joognoo:error': `${ERROR_DETAIL} For an application also its submissionId, reason and errors (per field).`,
    },
  },
  caseStudies: {
    id: 'case-studies',
    name: 'Case studies',
    summary: 'Customer stories with use-case and product filters, or one case study. Calls to action lead to our contact page unless you set your own.',
    packageName: '@joognoo/case-studies',
    component: 'CaseStudiesWidget',
    example: {},
    embeddable: true,
    attributes: {
      'case-study': 'A case-study slug: show that case study instead of the browser.',
      'case-study-href': 'Link template for a case study; {slug} is replaced. Default: the case study on our site.',
      'list-href': 'The list page for the back buttons. Default: our case studies page.',
      'contact-href': 'Where "Get Free Pilot", "Contact Sales" and "Contact Us" lead. Default: our contact page.',
      'use-case': 'Initial use-case filter, e.g. sustainability or carbon.',
      product: 'Initial product filter: Green, AI or Hire.',
      'heading-level': 'Level of the top heading, "Case Studies" or the case study title (1 to 4); the headings inside use the levels below.',
    },
    events: {
      'joognoo:ready': '{ } for the browser, { found } for one case study: the lists, or the case study, are shown.',
      'joognoo:error': ERROR_DETAIL,
    },
  },
  integrations: {
    id: 'integrations',
    name: 'Integrations',
    summary: 'The Enterprise Integrations panel for a signed-in customer: connect Jira and a CI/CD provider, and keep company prompt templates.',
    packageName: '@joognoo/integrations',
    component: 'IntegrationsPanel',
    example: {},
    embeddable: false,
    attributes: {
      'default-tab': 'The tab shown first: jira, cicd or prompts.',
      'heading-level': 'Level of the "Enterprise Integrations" heading (1 to 5); its sections use the levels below.',
    },
    events: {
      'joognoo:ready': '{ loaded }: false when the state could not be loaded (for example, no session).',
      'joognoo:success': '{ action, id? }: action is jira or cicd (connected), prompt-save, prompt-update or prompt-delete (with the template id).',
      'joognoo:error': '{ action, message, status? }: the request failed (action load, jira, cicd or a prompt action); the panel already shows the message.',
    },
  },
} as const satisfies Record<string, WidgetDoc>;

export type WidgetDocId = keyof typeof WIDGET_DOCS;

/** The attributes of `COMMON_ATTRIBUTES` (widget-kit), described, and `nonce`, which the kit reads itself. */
export const COMMON_ATTRIBUTE_DOCS: Readonly<Record<string, string>> = {
  'api-base': 'Origin of our API. Default: the origin the loader was loaded from, which is right for the script tag.',
  theme: 'light, or dark for dark pages. --joognoo-* variables you set still win.',
  source: 'A free label stored with each lead or subscription, e.g. partner-acme-footer.',
  partner: 'Your partner id, as we registered it (see Allow-listing): each lead or sign-up from your pages is stored with it, the page address, the referrer and the utm_* parameters, and is accepted only from the origins registered for it.',
  locale:
    "The widget's language, a BCP 47 tag: en, ar (right to left), ms, zh or hi, with fallback (ar-AE reaches Arabic, zh-CN Simplified Chinese). Default: the page's <html lang> when it is one of them, else English.",
  messages: 'Your own words: a JSON object of replacement texts by message id (each widget lists its ids), ICU MessageFormat allowed. An unknown id is ignored with one console warning.',
  nonce: "Your page's CSP nonce: the widget puts it on every <style> it writes (needed under style-src 'nonce-…').",
};

/**
 * The attributes every element takes: widget-kit's `COMMON_ATTRIBUTES` and `nonce` (read by
 * the kit itself). A description is shown only for a declared attribute (`attributeRows`).
 */
export const COMMON_ATTRIBUTE_SPECS: AttributeSpecs = { ...COMMON_ATTRIBUTES, nonce: 'string' };

export function commonAttributeDocs(specs: AttributeSpecs = COMMON_ATTRIBUTE_SPECS): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(COMMON_ATTRIBUTE_DOCS).filter(([name]) => name !== 'partner' || name in specs));
}

/** /developers/widgets/changelog */
export const CHANGELOG_PAGE = {
  releasesHeading: 'Releases',
  intro: (current: string) =>
    `Every release of the script-tag bundle, newest first, with the changes of the widget packages it ships. This site serves ${current} at \`/embed/v1/\`; every release stays at \`/embed/<version>/\`.`,
  backLink: 'How to pin a release',
  nextHeading: 'Next release',
  nextBadge: 'Not released yet',
  nextEmpty: 'Nothing is waiting for the next release.',
  currentBadge: 'Served at /embed/v1/',
  released: 'Released',
  urls: (version: string) => `Loader: \`/embed/${version}/loader.js\` · manifest with Subresource Integrity: \`/embed/${version}/embed-manifest.json\``,
  noChanges: 'No change to the widgets.',
  packagesLabel: 'Packages changed',
} as const;
