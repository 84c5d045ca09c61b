import { BRAND } from '@joognoo/schemas';
import type { SeedBlogAuthor, SeedBlogCategory, SeedBlogPost } from './types';

const { green, ai, hire } = BRAND.products;

export const blogCategories: readonly SeedBlogCategory[] = [
  { name: 'AI Governance', slug: 'ai-governance' },
  { name: 'Sustainability & ESG', slug: 'sustainability-esg' },
  { name: 'Talent & Recruitment', slug: 'talent-recruitment' },
  { name: 'Engineering Accelerators', slug: 'engineering-accelerators' },
  { name: 'Company News', slug: 'company-news' },
];

/** Authors with a portrait have an SVG under /images/authors/; the others show the placeholder. */
export const blogAuthors = {
  priya: { username: 'priya.raman', avatarUrl: '/images/authors/priya.raman.svg' },
  daniel: { username: 'daniel.koh', avatarUrl: '/images/authors/daniel.koh.svg' },
  amira: { username: 'amira.haddad', avatarUrl: null },
  marcus: { username: 'marcus.chen', avatarUrl: '/images/authors/marcus.chen.svg' },
  sofia: { username: 'sofia.martins', avatarUrl: null },
} as const satisfies Record<string, SeedBlogAuthor>;

const cover = (slug: string): string => `/images/blog/${slug}.svg`;

export const blogPosts: readonly SeedBlogPost[] = [
  // ---------------------------------------------------------------- AI Governance
  {
    slug: 'building-an-ai-model-inventory',
    title: 'Why Every Enterprise Needs an AI Model Inventory Before Its Next Audit',
    excerpt:
      'Most organisations cannot say how many AI models they run. A living model inventory is the cheapest, fastest step towards governance that regulators, auditors and boards will accept.',
    content: `<p>Ask a large organisation how many AI models it has in production and you will usually get three different answers: one from data science, one from IT and one from procurement. None of them will include the scoring logic embedded in a vendor's CRM, the generative AI assistant a marketing team bought on a credit card, or the spreadsheet model that quietly decides credit limits for small customers.</p>
<p>That gap is no longer an academic problem. Supervisors in Singapore, the EU and the United States now expect firms to know where AI is used, who owns it and how it is controlled. The first request in almost every AI audit is the same: show us the list.</p>
<h2>What a useful inventory contains</h2>
<p>An inventory is more than a catalogue of model files. For each entry, record the information a reviewer needs to judge risk without opening the code:</p>
<ul>
<li><strong>Purpose and intended use</strong>: the decision the model supports and the people it affects.</li>
<li><strong>Owner and accountable executive</strong>: a named person, not a team alias.</li>
<li><strong>Data lineage</strong>: training sources, personal data categories and refresh cadence.</li>
<li><strong>Risk tier</strong>: derived from impact on customers, financial exposure and degree of automation.</li>
<li><strong>Status and evidence</strong>: validation results, approvals, monitoring thresholds and the last review date.</li>
</ul>
<h2>Discover first, then classify</h2>
<p>Manual surveys find roughly half of what is really running. Combine them with automated discovery: scan model registries and ML platforms, read cloud billing for AI service usage, and review vendor contracts for embedded AI features. In our pilots, automated discovery has typically surfaced 30 to 40 percent more use cases than the initial survey.</p>
<p>Once discovered, classify quickly. A three-tier scheme (high, medium, low) applied consistently is far more valuable than a seven-tier scheme that nobody finishes. High-risk entries get full validation and human oversight; low-risk ones get a lightweight attestation.</p>
<blockquote>The inventory is not the governance programme. It is the map that makes every other control possible.</blockquote>
<h2>Keep it alive</h2>
<p>Inventories decay the moment they are exported to a spreadsheet. Tie registration to the moments that already exist in the delivery process: a model cannot be deployed without a registry entry, a vendor cannot be onboarded without an AI questionnaire, and every entry has a review date that triggers a reminder to its owner.</p>
<p>${ai.name} was built around this idea. Its registry is populated by discovery connectors, enriched by owners through short guided forms, and linked to monitoring, so the risk tier and the evidence stay current without a quarterly fire drill.</p>
<h2>Where to start this quarter</h2>
<p>Pick one business unit, run discovery for two weeks, and register everything you find with an owner and a provisional risk tier. The result will be imperfect, but it will be the most accurate picture of AI use your organisation has ever had, and the foundation for everything that follows.</p>`,
    coverImage: cover('building-an-ai-model-inventory'),
    readTime: '3 min read',
    publishedAt: '2025-01-21T08:00:00.000Z',
    createdAt: '2025-01-14T03:12:00.000Z',
    categorySlug: 'ai-governance',
    tags: ['AI Governance', 'Model Inventory', 'Risk Management', 'Compliance'],
    featured: true,
    author: blogAuthors.priya,
  },
  {
    slug: 'eu-ai-act-guide-for-asia-pacific-enterprises',
    title: 'The EU AI Act Applies to You Too: A Guide for Asia-Pacific Enterprises',
    excerpt:
      'If your AI systems touch customers or employees in the European Union, the AI Act reaches you wherever you are headquartered. Here is what changes in 2025 and 2026, and how to prepare without stalling innovation.',
    content: `The EU Artificial Intelligence Act entered into force in August 2024, and its obligations arrive in stages. Prohibited practices have been banned since February 2025. Rules for general-purpose AI models apply from August 2025. Most obligations for high-risk systems follow in August 2026. For many companies in Singapore, India, Australia and the Gulf, the natural reaction is to treat this as a European problem. That is a mistake.

Like the GDPR before it, the AI Act has extraterritorial reach. It applies to providers who place AI systems on the EU market and to deployers whose systems produce outputs used in the EU. A Singapore bank scoring loan applications for customers in its Paris branch, an Indian IT services firm shipping a hiring tool to a German client, or an Australian insurer using AI to price policies for EU residents are all in scope.

Start by sorting your use cases into the Act's four categories. Unacceptable-risk practices, such as social scoring or emotion recognition in the workplace, must simply stop. High-risk systems, which include AI used for recruitment, credit scoring, insurance pricing and access to essential services, carry the heaviest obligations: a risk management system, data governance, technical documentation, logging, human oversight, accuracy and robustness testing, and registration in an EU database. Limited-risk systems such as chatbots need transparency notices. Everything else is minimal risk.

The practical work is less exotic than it sounds. Most of what the Act requires is good model risk management, written down. If you already validate credit models under banking supervision, you have a head start. The gaps we see most often are in documentation of training data, in evidence that humans can meaningfully override the system, and in post-market monitoring once a model is live.

Three steps will put you in a strong position before August 2026. First, build an inventory of every AI system with a flag for EU exposure, so you know exactly which obligations apply. Second, adopt one control framework that maps to several regimes at once: the AI Act, ISO/IEC 42001, the NIST AI Risk Management Framework and Singapore's Model AI Governance Framework overlap heavily, and a single set of controls with a crosswalk avoids duplicated effort. Third, automate evidence collection, because a control that depends on someone remembering to upload a PDF will fail its first audit.

${ai.name} ships with this crosswalk built in. Each control in its framework library is tagged with the articles and clauses it satisfies, and the evidence gathered by monitoring and approval workflows is attached automatically, so a compliance team can export an AI Act technical file for a high-risk system in an afternoon.

Regulation is often framed as a brake on AI adoption. In our experience the opposite is true: teams that know which guardrails apply ship with more confidence, and boards approve budgets faster when they can see that risk is under control.`,
    coverImage: cover('eu-ai-act-guide-for-asia-pacific-enterprises'),
    readTime: '3 min read',
    publishedAt: '2025-04-08T09:30:00.000Z',
    createdAt: '2025-03-31T06:45:00.000Z',
    categorySlug: 'ai-governance',
    tags: ['EU AI Act', 'Regulation', 'AI Governance', 'Asia Pacific'],
    featured: false,
    author: blogAuthors.amira,
  },
  {
    slug: 'measuring-ai-roi-across-the-portfolio',
    title: 'Measuring AI ROI Across the Portfolio, Not Just the Pilot',
    excerpt:
      'Pilots are easy to celebrate and hard to scale. Measuring return at portfolio level shows which AI investments deserve more budget and which should be retired.',
    content: `<p>Almost every enterprise has an AI pilot that produced an impressive slide. Far fewer can say what their AI programme as a whole returns. The difference matters: CFOs are now asking for the second number, and the first one does not answer it.</p>
<h2>Why pilot ROI misleads</h2>
<p>Pilot results are measured in ideal conditions: a motivated team, clean data, a narrow scope and no ongoing run costs. When the model goes into production, infrastructure, monitoring, retraining and support costs appear, while adoption is rarely as high as in the pilot group. A use case that showed a tenfold return in a pilot can easily break even, or lose money, at scale.</p>
<h2>Four numbers for every use case</h2>
<p>Portfolio-level measurement does not need a complex model. Track four figures for every AI use case in the inventory, and review them every quarter:</p>
<ul>
<li><strong>Total cost of ownership</strong>: build, licences, cloud compute, monitoring and the people who keep it running.</li>
<li><strong>Adoption</strong>: the share of eligible decisions or users that actually rely on the model.</li>
<li><strong>Business outcome</strong>: the KPI the use case was funded to move, measured against a baseline or a control group.</li>
<li><strong>Risk-adjusted value</strong>: outcome value minus expected losses from errors, incidents and compliance findings.</li>
</ul>
<p>With these four numbers, use cases can be ranked on one chart. The pattern is usually striking: a handful of models deliver most of the value, a long tail costs more than it returns, and a few high-potential ideas are starved of the data or change management they need.</p>
<blockquote>The most valuable AI decision many organisations can make this year is to switch something off.</blockquote>
<h2>Make it part of governance</h2>
<p>ROI tracking works best when it lives next to risk governance rather than in a separate finance spreadsheet. The same inventory entry that holds a model's risk tier and validation evidence can hold its cost centre, adoption metrics and target KPI. Reviews then answer both questions at once: is this model safe, and is it worth it?</p>
<p>That is how ${ai.name} approaches it. Cost data comes from cloud billing and licence records, adoption from application telemetry, and outcomes from the KPI sources each owner nominates. Early adopters have used the resulting portfolio view to retire low-value models and redirect the savings, which is where returns of 400% on the AI portfolio come from: not from one brilliant model, but from funding the right ones.</p>
<h2>Getting started</h2>
<p>Choose your ten most expensive AI use cases and collect the four numbers for each, even if some are estimates. The conversation that follows with business owners will be the most productive AI strategy meeting of the year.</p>`,
    coverImage: null,
    readTime: '3 min read',
    publishedAt: '2025-08-19T07:00:00.000Z',
    createdAt: '2025-08-11T02:20:00.000Z',
    categorySlug: 'ai-governance',
    tags: ['AI ROI', 'AI Portfolio', 'Enterprise AI', 'Strategy'],
    featured: false,
    author: blogAuthors.priya,
  },

  // ---------------------------------------------------------------- Sustainability & ESG
  {
    slug: 'scope-3-emissions-data-playbook',
    title: 'A Practical Playbook for Scope 3 Emissions Data',
    excerpt:
      'Scope 3 is usually more than 70% of a company\'s footprint and the hardest part to measure. This playbook shows how to start with what you have and improve data quality year by year.',
    content: `<p>For most companies, Scope 3 emissions, those in the value chain rather than in their own operations, make up the large majority of the total footprint. For retailers and manufacturers it is often above 80 percent. It is also where sustainability teams lose the most time, chasing suppliers for numbers that arrive late, in the wrong units, or not at all.</p>
<p>The good news is that disclosure frameworks, including ISSB's IFRS S2, accept a pragmatic approach: begin with estimates, be transparent about method, and improve data quality over time. Here is the sequence we recommend.</p>
<h2>1. Screen all fifteen categories</h2>
<p>Use spend data from your ERP to produce a first estimate for every Scope 3 category with spend-based emission factors. It takes days rather than months and tells you where to focus. Typically three or four categories, such as purchased goods, upstream transport and use of sold products, account for most of the total.</p>
<h2>2. Move hot spots to activity data</h2>
<p>For the largest categories, replace spend with physical activity: tonnes of steel, kilometres shipped, kilowatt-hours consumed. Activity-based factors are more accurate and, crucially, they respond when you make real changes such as switching transport modes.</p>
<h2>3. Engage the suppliers that matter</h2>
<p>You do not need data from every supplier. In most supply chains, the top 50 to 100 suppliers represent the bulk of purchased-goods emissions. Ask them for product-level or company-level figures, give them a simple template, and score the quality of what comes back.</p>
<ul>
<li>Request data once a year, aligned with your reporting calendar.</li>
<li>Accept verified figures from CDP responses or environmental product declarations where they exist.</li>
<li>Record the data quality tier of each figure so progress is visible.</li>
</ul>
<h2>4. Keep the audit trail</h2>
<p>Limited assurance over Scope 3 is coming in several jurisdictions. Every reported number should trace back to a source record, an emission factor with its version, and the calculation applied. Spreadsheets make this painful; a ledger designed for it makes it automatic.</p>
<blockquote>A transparent estimate today is worth more than a perfect number that arrives after the report is filed.</blockquote>
<p>${green.name} follows exactly this path. It builds the spend-based screen from ERP data in the first week, runs supplier requests through a portal with reminders and quality scoring, and keeps every figure linked to its evidence. Early adopters have cut the time spent on ESG reporting by 85% while improving the share of Scope 3 backed by primary data each year.</p>`,
    coverImage: cover('scope-3-emissions-data-playbook'),
    readTime: '3 min read',
    publishedAt: '2025-03-04T08:00:00.000Z',
    createdAt: '2025-02-24T05:30:00.000Z',
    categorySlug: 'sustainability-esg',
    tags: ['Scope 3', 'Carbon Accounting', 'Supply Chain', 'ESG Reporting'],
    featured: true,
    author: blogAuthors.daniel,
  },
  {
    slug: 'climate-disclosure-readiness-2025',
    title: 'ISSB, CSRD and SGX: Getting Climate Disclosure Ready in 2025',
    excerpt:
      'Mandatory climate reporting has arrived across Asia-Pacific and Europe. A side-by-side look at what the main frameworks require and how one data model can serve them all.',
    content: `Climate disclosure moved from voluntary to mandatory for thousands of companies this year. Singapore Exchange listed issuers began reporting against ISSB-based climate standards for financial years starting in 2025. Australia's mandatory climate reporting regime started with its largest entities in January 2025. The EU's Corporate Sustainability Reporting Directive produced its first reports for large public-interest entities, and India's BRSR Core now requires assurance for the top listed companies. Many groups face two or three of these regimes at once.

The frameworks differ in scope and detail, but they share a common core. All of them want Scope 1 and Scope 2 greenhouse gas emissions measured under the GHG Protocol. All of them push towards Scope 3, with phase-in periods. All of them ask for governance, strategy, risk management, and metrics and targets, the four pillars inherited from the TCFD. And all of them are moving towards external assurance, starting with limited assurance and tightening over time.

The differences are mostly about breadth. CSRD, through the European Sustainability Reporting Standards, covers far more than climate, from pollution and biodiversity to workforce and business conduct, and it applies double materiality: companies report both how sustainability issues affect them financially and how they affect people and the environment. ISSB and the regimes built on it focus on financially material climate information for investors.

The costly mistake is to build a separate process for each framework. Teams end up collecting the same electricity data three times, applying slightly different factors, and explaining the inconsistencies to auditors. A better approach is a single data model at the level of activities and sources, with each framework as a view on top. Electricity consumption is collected once, per meter and per month, with its emission factor and evidence. The ISSB report, the CSRD climate chapter and the BRSR table all read from the same record.

That is the design principle behind ${green.name}. Its framework mapping ties each disclosure requirement to the underlying metrics, so a new requirement is a new mapping rather than a new data collection exercise. When a standard changes, the affected disclosures are flagged automatically.

Three things will make the 2025 cycle smoother. Decide your organisational boundary early and document it, because most restatements come from boundary changes. Run a dry-run report on last year's data before the real one is due. And bring your assurance provider in at the design stage so they can tell you what evidence they will ask for.

Companies that treat this year as a systems project, rather than a reporting sprint, will spend far less on every cycle that follows.`,
    coverImage: cover('climate-disclosure-readiness-2025'),
    readTime: '3 min read',
    publishedAt: '2025-02-11T09:00:00.000Z',
    createdAt: '2025-02-03T04:10:00.000Z',
    categorySlug: 'sustainability-esg',
    tags: ['ISSB', 'CSRD', 'Climate Disclosure', 'ESG Reporting'],
    featured: false,
    author: blogAuthors.sofia,
  },
  {
    slug: 'your-code-has-a-carbon-footprint',
    title: 'Your Code Has a Carbon Footprint: Measuring Software Emissions',
    excerpt:
      'Cloud workloads are a fast-growing line in many carbon inventories. Engineering teams can measure and cut them with the same discipline they apply to performance and cost.',
    content: `<p>When companies first build a carbon inventory, software rarely features. It hides inside Scope 2 electricity for on-premise data centres and inside Scope 3 purchased services for the cloud. But with AI workloads growing quickly, the emissions from compute are becoming too large to ignore, and unlike many Scope 3 categories they are something engineering teams can change directly.</p>
<h2>Measure at the level engineers work</h2>
<p>Annual totals from a cloud provider's sustainability dashboard are a start, but they do not tell a team which service or which pipeline to fix. Useful measurement works at the level of workloads: energy per API request, per batch job, per model training run. It combines three inputs:</p>
<ul>
<li>resource usage from cloud billing and monitoring (CPU hours, GPU hours, memory, storage, network);</li>
<li>energy coefficients per instance type, including the data centre's power usage effectiveness;</li>
<li>the carbon intensity of the electricity grid in each region, ideally by hour.</li>
</ul>
<h2>Where the savings are</h2>
<p>In the codebases we have analysed, a small number of patterns account for most of the waste:</p>
<ul>
<li><strong>Idle capacity</strong>: development and test environments left running overnight and at weekends.</li>
<li><strong>Oversized instances</strong>: services provisioned for peak load that never arrives.</li>
<li><strong>Inefficient code paths</strong>: N+1 database queries, repeated serialisation and polling loops that could be event-driven.</li>
<li><strong>Region choice</strong>: batch workloads running in carbon-intensive regions when a cleaner one is equally close.</li>
<li><strong>Over-training</strong>: retraining models on a fixed schedule when monitoring shows no drift.</li>
</ul>
<blockquote>Energy-efficient code is usually faster and cheaper code. The carbon saving comes almost for free.</blockquote>
<h2>Put it in the pull request</h2>
<p>The Green accelerator in our engineering suite brings these measurements into the developer workflow. It estimates the footprint of services from their resource profile, highlights energy-hungry code paths during review, and suggests alternatives, such as batching, caching or scheduling jobs when the grid is cleaner. The results flow into ${green.name} so that software emissions sit in the same ledger as the rest of the company's footprint.</p>
<p>Start small: tag your cloud resources by team, switch off non-production environments out of hours, and publish a monthly energy and carbon figure per service. Teams respond to numbers they can see, and the first 20 to 30 percent reduction tends to come from changes that take days, not months.</p>`,
    coverImage: cover('your-code-has-a-carbon-footprint'),
    readTime: '3 min read',
    publishedAt: '2025-07-15T08:30:00.000Z',
    createdAt: '2025-07-07T07:05:00.000Z',
    categorySlug: 'sustainability-esg',
    tags: ['Green Software', 'Carbon Footprint', 'Cloud', 'Energy Efficiency'],
    featured: false,
    author: blogAuthors.marcus,
  },

  // ---------------------------------------------------------------- Talent & Recruitment
  {
    slug: 'skills-based-hiring-beyond-the-cv',
    title: 'Skills-Based Hiring: Moving Beyond the CV',
    excerpt:
      'Degrees and job titles are weak predictors of performance. Organisations that hire for demonstrated skills fill roles faster, widen their talent pool and keep people longer.',
    content: `For decades, the CV has been the gatekeeper of hiring. A recruiter spends a few seconds scanning for familiar employers, the right degree and matching job titles, and decides who moves forward. It is fast, but it is a poor predictor of how someone will perform, and it quietly excludes capable people who learned their skills in unconventional ways.

Skills-based hiring flips the question. Instead of asking where a candidate has been, it asks what they can do. Roles are described as a set of skills with required proficiency levels, candidates are assessed against those skills, and degree requirements are removed wherever they are not genuinely necessary.

The case for the shift is strong. Research on selection methods has long shown that work samples and structured interviews predict job performance far better than years of experience or education. Employers that have dropped degree requirements for roles such as data analysis, customer support and software engineering report larger and more diverse applicant pools. And people hired for skills tend to stay longer, because the match between the job and what they actually enjoy doing is better.

Making the change is mostly an operational challenge. Job descriptions must be rewritten in terms of skills, which requires a shared taxonomy so that "stakeholder management" means the same thing in every department. Assessments must be designed for each skill cluster, and they must be short enough that good candidates do not drop out. Recruiters and hiring managers need training to evaluate evidence rather than pedigree. Without tooling, this is a lot of manual work.

This is where AI helps, if it is used carefully. ${hire.name} maps job requirements and candidate profiles onto a common skills taxonomy, infers adjacent and transferable skills, and ranks candidates on the evidence for each requirement rather than on keyword overlap. It also surfaces internal employees whose skills fit an open role, which is often the fastest and cheapest hire of all.

Skills-based hiring should not become a new black box. Every match should show which skills drove the ranking and where the evidence came from, recruiters should be able to override it, and outcomes should be monitored for adverse impact across groups. Transparency is what makes the approach fairer, not just faster.

A good first step is a single high-volume role family. Rewrite the requirements as skills, add a short work-sample task, remove the degree filter, and compare the results with the previous quarter: time-to-fill, pass-through rates, diversity of the shortlist and hiring manager satisfaction. In our pilots, organisations typically saw hiring time fall by around half within the first two quarters, and the data made the case for extending the approach far more convincingly than any slide deck.`,
    coverImage: cover('skills-based-hiring-beyond-the-cv'),
    readTime: '3 min read',
    publishedAt: '2025-05-13T08:00:00.000Z',
    createdAt: '2025-05-05T03:40:00.000Z',
    categorySlug: 'talent-recruitment',
    tags: ['Skills-Based Hiring', 'Talent Acquisition', 'Workforce Planning'],
    featured: true,
    author: blogAuthors.amira,
  },
  {
    slug: 'reducing-bias-in-ai-recruitment',
    title: 'Reducing Bias in AI-Assisted Recruitment: What Actually Works',
    excerpt:
      'AI can make hiring fairer or entrench old patterns at scale. The difference lies in design choices, measurement and human oversight, not in the algorithm alone.',
    content: `<p>Recruitment is one of the clearest examples of high-risk AI. The EU AI Act lists it explicitly, New York City requires bias audits for automated employment decision tools, and candidates are increasingly aware that software screens their applications. Yet used well, AI can reduce the inconsistency and unconscious bias that have always affected human screening.</p>
<h2>Where bias comes from</h2>
<p>Models learn from history. If past hiring favoured graduates of a few universities or penalised career gaps, a model trained on those decisions will learn the same preferences, and apply them to thousands of applicants without anyone noticing. Proxies are the subtle danger: postcode, hobbies or even writing style can stand in for protected characteristics.</p>
<h2>Five practices that make a measurable difference</h2>
<ul>
<li><strong>Match on skills, not on past decisions.</strong> Ranking candidates against explicit skill requirements avoids learning historical preferences directly.</li>
<li><strong>Anonymise the first screen.</strong> Remove names, photos, ages, addresses and graduation years before a recruiter or a model sees the profile.</li>
<li><strong>Use structured scorecards.</strong> Every interviewer rates the same competencies on the same scale, with written evidence.</li>
<li><strong>Monitor adverse impact continuously.</strong> Compare pass-through rates by group at every stage, not just once a year, and investigate when a ratio falls below four-fifths.</li>
<li><strong>Keep a human decision.</strong> AI should rank and explain; people decide, and they can see why a candidate was ranked where they were.</li>
</ul>
<blockquote>Fairness is not a feature you switch on. It is a property you measure, every week, at every stage of the funnel.</blockquote>
<h2>Explainability for candidates, too</h2>
<p>Transparency is not only for auditors. Candidates should be told when AI is used, what it assesses and how to request a human review. Companies that do this report fewer complaints and a better employer reputation, and regulators increasingly expect it.</p>
<h2>How we approach it</h2>
<p>${hire.name} was designed with these practices as defaults rather than options. Anonymised screening is on unless a customer turns it off, every ranking comes with the skills evidence behind it, and adverse-impact reports are generated automatically for each requisition. The models themselves are registered and monitored in ${ai.name}, so bias tests and drift alerts follow the same governance process as any other high-risk model.</p>
<p>Customers using this approach have seen up to 60% more diverse hires without lowering the bar, because a wider, fairer shortlist simply contains more of the people who were always qualified.</p>`,
    coverImage: cover('reducing-bias-in-ai-recruitment'),
    readTime: '3 min read',
    publishedAt: '2025-06-17T08:00:00.000Z',
    createdAt: '2025-06-09T06:25:00.000Z',
    categorySlug: 'talent-recruitment',
    tags: ['AI Ethics', 'Bias', 'Recruitment', 'Diversity'],
    featured: false,
    author: blogAuthors.priya,
  },
  {
    slug: 'candidate-experience-in-the-age-of-ai-screening',
    title: 'Candidate Experience in the Age of AI Screening',
    excerpt:
      'Automation can leave candidates feeling processed rather than considered. Small design choices keep the experience human while recruiters handle ten times the volume.',
    content: `Draft: outline agreed with the talent team, figures to be confirmed before publication.

Candidates now expect the responsiveness they get from consumer apps. They want to know within days, not weeks, whether their application is moving, and they abandon processes that ask them to retype their CV into a form. At the same time, high-volume employers receive hundreds of applications per opening, and recruiters cannot reply to each one personally.

Automation resolves part of this tension. Instant acknowledgement, self-service interview scheduling and status updates at every stage remove the silence that candidates dislike most. Conversational assistants can answer questions about the role, benefits and process at any hour, in the candidate's language. Recruiters, freed from chasing calendars, can spend their time on the conversations that matter most.

But automation also creates new risks. Candidates rejected by a system without explanation feel judged by a machine. Assessments that are too long or poorly explained drive away strong applicants who have other options. And messaging that sounds robotic damages the employer brand.

Volume makes these effects larger. A retailer hiring two thousand seasonal staff will reject many thousands of applicants, and each of them is also a customer, a neighbour or a future candidate. How those people are treated shapes the brand long after the campaign ends. The same is true of graduate programmes, where word of mouth between classmates travels fast.

Three principles help. Be transparent about where AI is used and offer a human review on request. Keep assessments short and relevant to the job, and tell candidates how long they will take. And give every rejected candidate something useful, such as feedback on the skills that were assessed or suggestions for roles that fit better.

We will share data from early adopters of ${hire.name} on response times, drop-off rates and candidate satisfaction scores in the published version of this article.`,
    coverImage: cover('candidate-experience-in-the-age-of-ai-screening'),
    readTime: '2 min read',
    publishedAt: null,
    createdAt: '2025-10-06T05:15:00.000Z',
    categorySlug: 'talent-recruitment',
    tags: ['Candidate Experience', 'Hiring Automation', 'Employer Brand'],
    featured: false,
    author: blogAuthors.sofia,
  },

  // ---------------------------------------------------------------- Engineering Accelerators
  {
    slug: 'ai-code-generation-guardrails',
    title: 'AI-Assisted Code Generation in the Enterprise: Guardrails That Keep Velocity High',
    excerpt:
      'Coding assistants can speed up delivery dramatically, but only if security, licensing and quality controls keep pace. The guardrails that let enterprises scale AI-assisted development safely.',
    content: `<p>AI coding assistants have moved from novelty to standard issue in a remarkably short time. Developers use them to scaffold services, write boilerplate, translate between languages and explain unfamiliar code. The productivity gains are real, but so are the new risks: insecure patterns suggested with confidence, code that resembles licensed open-source projects, and a growing volume of changes that reviewers struggle to keep up with.</p>
<h2>Context is the multiplier</h2>
<p>Generic assistants know the public internet; they do not know your architecture, your internal libraries or your coding standards. The biggest quality improvement comes from grounding suggestions in your own repositories. Our Developer accelerator integrates with the repository and issue tracker, so suggestions reuse existing modules, follow house conventions and reference the ticket being worked on.</p>
<h2>Five guardrails worth having</h2>
<ul>
<li><strong>Secret and PII filtering</strong> on every prompt, so credentials and customer data never leave the company boundary.</li>
<li><strong>Security scanning in the loop</strong>: generated code passes the same static analysis as human code before it is proposed, not after it is merged.</li>
<li><strong>Licence checks</strong> that flag suggestions closely matching code under restrictive licences.</li>
<li><strong>Custom prompt templates</strong> for recurring tasks, such as PR reviews, documentation or security audits, so teams get consistent output instead of improvised prompts.</li>
<li><strong>Attribution and analytics</strong>: knowing which changes were AI-assisted makes it possible to measure defect rates and review effort honestly.</li>
</ul>
<blockquote>The goal is not to generate more code. It is to ship more value with the same or better quality.</blockquote>
<h2>Measure outcomes, not keystrokes</h2>
<p>Lines of code and acceptance rates are tempting metrics and almost useless ones. Measure lead time from ticket to production, change failure rate and time spent in review. Teams in our early adopter programme saw deployment cycles become 60% faster, and the improvement held because change failure rates stayed flat.</p>
<h2>Start with one team</h2>
<p>Roll out to a team that has good test coverage and a clear backlog, connect the assistant to its repository and Jira project, agree two or three prompt templates, and review the metrics after six weeks. The guardrails will be tested in real conditions, and the results will tell you how fast to expand.</p>`,
    coverImage: cover('ai-code-generation-guardrails'),
    readTime: '3 min read',
    publishedAt: '2025-03-25T08:00:00.000Z',
    createdAt: '2025-03-17T02:50:00.000Z',
    categorySlug: 'engineering-accelerators',
    tags: ['Code Generation', 'Developer Productivity', 'Security', 'Enterprise AI'],
    featured: false,
    author: blogAuthors.marcus,
  },
  {
    slug: 'ai-generated-test-cases-in-ci-cd',
    title: 'From Flaky to Reliable: AI-Generated Test Cases in Your CI/CD Pipeline',
    excerpt:
      'Test suites often lag behind the code they protect. AI-generated test cases, coverage analysis and smart test selection close the gap without slowing the pipeline.',
    content: `Ask an engineering leader what slows releases down and the answer is rarely the build itself. It is the tests: missing tests that let regressions through, flaky tests that fail at random and erode trust, and suites so slow that developers batch changes to avoid running them. AI can help with all three, provided it is applied with care.

The first opportunity is coverage. Coverage reports show which lines are not exercised, but not which behaviours matter. The Test accelerator reads the code, the ticket that motivated a change and the existing tests, then proposes test cases for the untested paths that carry the most risk: error handling, boundary values and recently changed logic. Developers review the proposals like any other pull request, so nothing enters the suite unseen.

The second is flakiness. By analysing the history of test runs in the CI/CD system, it is possible to separate tests that fail because of real regressions from tests that fail intermittently because of timing, shared state or unstable dependencies. Flaky tests are quarantined automatically and a suggested fix is attached, for example replacing a fixed sleep with an explicit wait or isolating a shared fixture.

The third is speed. Not every change needs the full suite. Test impact analysis maps each test to the code it exercises, so a change to the billing module runs the billing tests first and the rest later. Combined with parallelisation, this typically reduces feedback time on pull requests from tens of minutes to a few.

Integration matters as much as intelligence. The accelerator plugs into GitHub Actions, GitLab CI, Jenkins, Azure DevOps, CircleCI and Travis CI, reports results back to the pull request, and can create Jira tickets for failures that need attention. Teams do not have to change how they work to get the benefit.

A word of caution: generated tests can be shallow. A test that merely asserts the current output of a function locks in bugs rather than catching them. Good practice is to generate tests from the specification, the ticket's acceptance criteria, rather than from the implementation alone, and to review assertions as carefully as code.

Early adopters who introduced AI-generated tests alongside impact analysis reported higher coverage on critical modules, far fewer pipeline reruns and shorter review cycles. Those gains are a large part of how our engineering accelerators deliver 60% faster deployment without trading away quality.

If you want to try it, start by running flaky-test detection on the last three months of CI history. It needs no changes to your code and usually pays for itself in recovered developer time within weeks.`,
    coverImage: cover('ai-generated-test-cases-in-ci-cd'),
    readTime: '3 min read',
    publishedAt: '2025-09-09T08:00:00.000Z',
    createdAt: '2025-09-01T04:35:00.000Z',
    categorySlug: 'engineering-accelerators',
    tags: ['Testing', 'CI/CD', 'Quality Engineering', 'Developer Productivity'],
    featured: false,
    author: blogAuthors.daniel,
  },

  // ---------------------------------------------------------------- Company News
  {
    slug: 'expanding-across-the-middle-east',
    title: `${BRAND.name} Opens Offices in Dubai and Riyadh`,
    excerpt:
      'To support growing demand for AI governance and sustainability reporting across the Gulf, we are opening two regional offices and building a local delivery team.',
    content: `<p>We are pleased to announce the opening of ${BRAND.name} offices in Dubai and Riyadh. They join our Asia Pacific headquarters in Singapore, our teams in Bangalore, Sydney and Kuala Lumpur, and our Americas offices in New York and San Francisco.</p>
<h2>Why the Middle East, and why now</h2>
<p>Organisations across the Gulf are investing heavily in AI as part of national transformation programmes, and they are doing so with a strong focus on responsible use. Saudi Arabia's AI ethics principles and the UAE's national AI strategy both place governance at the centre. At the same time, sustainability reporting requirements on regional exchanges are expanding, and many groups have set net zero targets that need credible measurement behind them.</p>
<p>Since we were founded in 2024, customers in the region have been among our earliest adopters of ${ai.name} and ${green.name}. A local presence lets us support them in their time zone, in Arabic and English, and with data residency options that meet regional requirements.</p>
<h2>What the new offices will do</h2>
<ul>
<li>Provide solution architecture, implementation and 24/7 support for enterprise customers in the Gulf.</li>
<li>Work with public sector organisations on AI governance frameworks aligned with national guidelines.</li>
<li>Partner with regional cloud providers so that customer data can stay in-country.</li>
<li>Run the Developer AI Academy for engineering teams in the region.</li>
</ul>
<blockquote>Responsible AI and credible climate data are becoming licence-to-operate issues everywhere. The Gulf is moving faster than most.</blockquote>
<h2>Our commitment to customers in the region</h2>
<p>Every deployment in the Gulf will be supported by the same platform commitments as everywhere else: a 99.9% uptime SLA, SOC2-aligned security controls, and more than 200 pre-built integrations with the ERP, CRM, workflow and analytics platforms our customers already use. Regional customers will also have access to local solution architects during onboarding, so that pilots can be scoped, connected and producing results within weeks.</p>
<h2>We are hiring</h2>
<p>We are building teams in sales, solution engineering and customer success in both cities. If you want to help enterprises adopt AI that is governed, measurable and sustainable, take a look at our open positions on the careers page.</p>`,
    coverImage: cover('expanding-across-the-middle-east'),
    readTime: '2 min read',
    publishedAt: '2025-10-07T06:00:00.000Z',
    createdAt: '2025-10-01T08:00:00.000Z',
    categorySlug: 'company-news',
    tags: ['Company News', 'Middle East', 'Expansion'],
    featured: false,
    author: blogAuthors.sofia,
  },
];
