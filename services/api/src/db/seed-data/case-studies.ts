import { BRAND } from '@joognoo/schemas';
import type { SeedCaseStudy } from './types';

const { green, ai, hire } = BRAND.products;

const cover = (slug: string): string => `/images/case-studies/${slug}.svg`;

/**
 * Customer stories. Companies are fictional. Exactly one is featured. Between them the titles,
 * excerpts and tags cover every use-case filter keyword group and every accelerator value.
 */
export const caseStudies: readonly SeedCaseStudy[] = [
  {
    slug: 'lumora-group-enterprise-ai-transformation',
    title: 'Lumora Group Achieves 300% ROI by Unifying ESG, AI Governance and Talent on One Platform',
    company: 'Lumora Group',
    industry: 'Diversified Conglomerate',
    excerpt:
      'A Singapore-based conglomerate with businesses in property, hospitality and logistics replaced three disconnected programmes with one platform for sustainability reporting, AI governance and skills-based recruitment.',
    coverImage: cover('lumora-group-enterprise-ai-transformation'),
    publishedAt: '2025-09-23T08:00:00.000Z',
    readTime: 7,
    results: [
      '300% return on investment within the first 12 months',
      'Sustainability report produced in 6 weeks instead of 5 months',
      '46 AI models and vendor tools registered, risk-tiered and monitored',
      'Time-to-hire reduced from 52 to 27 days across 1,100 annual hires',
      'Group-wide reporting aligned with SGX climate disclosure requirements',
    ],
    accelerators: ['Green', 'AI', 'Hire'],
    tags: ['ESG Reporting', 'AI Governance', 'Skills-Based Hiring', 'Digital Transformation'],
    featured: true,
    challenge: `<p>Lumora Group operates 38 hotels, 120 commercial properties and a regional logistics business across Southeast Asia and Australia. By 2024 it faced three pressures at once: SGX's move to ISSB-aligned climate reporting, a board request for oversight of the AI tools business units had adopted on their own, and a hiring plan of more than a thousand roles a year in a tight labour market.</p>
<p>Each pressure had its own project, consultants and spreadsheets. The sustainability team spent five months a year collecting utility bills from property managers. Nobody could say how many AI models were in use. Recruiters screened CVs by hand, and hotel roles stayed open for almost two months.</p>`,
    solution: `<p>Lumora chose a single platform rather than three point solutions. ${green.name} was connected to the group's SAP system, utility portals and fleet telematics, automating Scope 1 and 2 data collection for every site and producing a spend-based Scope 3 screen in the first month.</p>
<p>In parallel, ${ai.name} ran automated discovery across cloud accounts and vendor contracts, registering 46 models and AI-enabled tools, each with an accountable owner and a risk tier. High-risk uses, including dynamic pricing and tenant credit checks, moved into a formal approval and monitoring workflow.</p>
<p>${hire.name} was integrated with the group's applicant tracking system and rolled out first for hotel operations roles, replacing CV filters with skills-based matching and self-service interview scheduling.</p>`,
    impact: `<p>Within twelve months, Lumora's investment had returned three times its cost through reporting effort saved, energy savings identified by ${green.name}, retired low-value AI tools and lower agency spend.</p>
<p>The group published its first ISSB-aligned sustainability report on time, with a full audit trail. The board now receives a quarterly AI risk dashboard, and hotel general managers fill frontline roles in under four weeks.</p>
<p>"We expected three projects to compete for attention. Instead the same data and the same governance model served all of them," said the group's Chief Transformation Officer.</p>`,
    companyDescription:
      'Lumora Group is a diversified Asian conglomerate with interests in hospitality, commercial property and logistics, employing around 14,000 people.',
    companySize: '14,000 employees',
    location: 'Singapore',
  },
  {
    slug: 'meridian-freight-scope-3-carbon-accounting',
    title: 'Meridian Freight Cuts Scope 3 Carbon Accounting Time by 85%',
    company: 'Meridian Freight',
    industry: 'Logistics & Transportation',
    excerpt:
      'A freight forwarder moving 400,000 containers a year replaced spreadsheet-based emissions calculations with automated, shipment-level carbon accounting that customers can see in real time.',
    coverImage: cover('meridian-freight-scope-3-carbon-accounting'),
    publishedAt: '2025-03-18T08:00:00.000Z',
    readTime: 6,
    results: [
      '85% less time spent on quarterly emissions reporting',
      'Shipment-level carbon footprint available for every customer booking',
      '62% of Scope 3 emissions now based on primary carrier data, up from 9%',
      'Won four tenders that required verified transport emissions data',
    ],
    accelerators: ['Green'],
    tags: ['Carbon Accounting', 'Scope 3 Emissions', 'Supply Chain', 'GLEC Framework'],
    featured: false,
    challenge: `<p>Meridian Freight's customers, many of them global retailers, increasingly asked for the emissions of every shipment they booked. Meridian subcontracts almost all transport to carriers, so its own footprint is overwhelmingly Scope 3, and its data lived in booking systems, carrier invoices and emailed spreadsheets.</p>
<p>A team of four analysts spent most of each quarter reconciling fuel and distance data by hand. Customer requests for shipment-level figures took weeks to answer, and large tenders were being lost to competitors who could provide them instantly.</p>`,
    solution: `<p>${green.name} was connected to Meridian's transport management system and to the electronic data feeds of its 60 largest carriers. Emissions are now calculated per shipment leg using the GLEC Framework and ISO 14083 methods, with carrier-specific fuel data where available and default factors elsewhere, each clearly flagged.</p>
<p>The supplier portal replaced spreadsheet requests: carriers upload fuel and fleet data each quarter, receive automatic reminders, and see a data-quality score that Meridian now uses in carrier selection.</p>`,
    impact: `<p>Quarterly reporting that once took four analysts most of a quarter now takes one analyst two weeks, an 85% reduction. Every customer booking shows its carbon footprint at the time of quote, and annual customer reports are generated automatically.</p>
<p>The share of emissions based on primary data rose from 9% to 62% in the first year, and Meridian has started offering lower-carbon routing options, which now account for a growing share of bookings.</p>`,
    companyDescription:
      'Meridian Freight is an Asia-Pacific freight forwarder and logistics provider with operations in 11 ports.',
    companySize: '2,300 employees',
    location: 'Sydney, Australia',
  },
  {
    slug: 'harbourline-bank-ai-portfolio-governance',
    title: 'Harbourline Bank Brings 140 AI Models Under One Governance Portfolio',
    company: 'Harbourline Bank',
    industry: 'Banking & Financial Services',
    excerpt:
      'A regional bank replaced manual model reviews with a central AI inventory, automated risk tiering and continuous monitoring, cutting model risk incidents by three quarters.',
    coverImage: cover('harbourline-bank-ai-portfolio-governance'),
    publishedAt: '2025-04-29T08:00:00.000Z',
    readTime: 8,
    results: [
      '140 models and 23 AI-enabled vendor tools registered in one inventory',
      '75% reduction in model risk incidents year on year',
      'Model validation cycle shortened from 11 weeks to 4',
      'Regulatory inspection evidence pack exported in 2 days instead of 3 weeks',
    ],
    accelerators: ['AI'],
    tags: ['AI Governance', 'Model Risk Management', 'AI Portfolio', 'Regulatory Compliance'],
    featured: false,
    challenge: `<p>Harbourline's data science teams had grown quickly, and so had its use of AI in credit decisions, fraud detection, collections and marketing. Model risk management still relied on a spreadsheet inventory and document-based validation, and the second line of defence reviewed each model once a year at best.</p>
<p>When the central bank announced a thematic review of AI risk management, the bank could not produce a complete list of its models, let alone evidence of ongoing monitoring.</p>`,
    solution: `<p>${ai.name} discovered models across the bank's two ML platforms, its data warehouse and vendor contracts, and created a single registry with owners, intended use, data lineage and risk tier. Policies from the bank's model risk standard were encoded as approval workflows, so a high-risk model cannot be promoted to production without validation sign-off.</p>
<p>Production monitoring was switched on for every tier-one model, tracking accuracy, drift and fairness metrics, with alerts routed to model owners and the risk team.</p>`,
    impact: `<p>In the first year, model risk incidents, such as undetected drift or models used outside their approved scope, fell by 75%. Validators spend their time on analysis rather than chasing documents, and the validation cycle is down from eleven weeks to four.</p>
<p>When the regulator's review arrived, Harbourline exported a complete evidence pack in two days. The portfolio view also showed that 19 models delivered little value; retiring them freed budget for new use cases.</p>`,
    companyDescription:
      'Harbourline Bank is a retail and commercial bank serving two million customers through digital channels and 180 branches.',
    companySize: '9,500 employees',
    location: 'Dubai, United Arab Emirates',
  },
  {
    slug: 'sentra-health-ai-fairness-in-clinical-triage',
    title: 'Sentra Health Detects and Reduces Bias in Clinical Triage AI',
    company: 'Sentra Health',
    industry: 'Healthcare',
    excerpt:
      'A hospital network used continuous fairness testing to find that its emergency triage model under-prioritised older women, then fixed it before it affected patient care at scale.',
    coverImage: cover('sentra-health-ai-fairness-in-clinical-triage'),
    publishedAt: '2025-06-03T08:00:00.000Z',
    readTime: 5,
    results: [
      'Fairness gap in triage recall across age and sex groups cut from 14 points to 3',
      'Bias and drift tests run automatically on every model release',
      'AI ethics committee review time reduced from 6 weeks to 10 days',
    ],
    accelerators: ['AI'],
    tags: ['AI Ethics', 'Bias Detection', 'Fairness', 'Healthcare AI'],
    featured: false,
    challenge: `<p>Sentra Health deployed a machine learning model to help emergency department nurses prioritise incoming patients. Overall accuracy was strong, but the hospital's AI ethics committee had no way to check how the model performed for different patient groups, and validation happened only once, before launch.</p>`,
    solution: `<p>The model was registered in ${ai.name} as high risk, and fairness tests were configured across age, sex and ethnicity. The first automated run showed that the model's recall for high-acuity cases was 14 percentage points lower for women over 65, largely because atypical cardiac symptoms were under-represented in the training data.</p>
<p>The data science team rebalanced the training data and added features reviewed with clinicians. Every new release now runs the same bias and drift tests, and results go straight to the ethics committee.</p>`,
    impact: `<p>The recall gap fell from 14 points to 3, within the threshold the committee set. Because evidence arrives in a standard format, committee reviews take ten days instead of six weeks, and two further clinical models have been approved under the same process.</p>`,
    companyDescription: null,
    companySize: null,
    location: null,
  },
  {
    slug: 'novaretail-seasonal-hiring-automation',
    title: 'NovaRetail Hires 2,400 Seasonal Staff 50% Faster with Hiring Automation',
    company: 'NovaRetail',
    industry: 'Retail & Consumer Goods',
    excerpt:
      'A department store chain automated screening, scheduling and candidate messaging for its festive season recruitment drive, filling every store role before peak trading began.',
    coverImage: cover('novaretail-seasonal-hiring-automation'),
    publishedAt: '2025-02-25T08:00:00.000Z',
    readTime: 5,
    results: [
      '2,400 seasonal roles filled across 85 stores, 50% faster than the previous year',
      '68,000 applications screened with no increase in recruiter headcount',
      'Agency spend reduced by 70%',
      'Candidate drop-off between application and interview down from 41% to 18%',
    ],
    accelerators: ['Hire'],
    tags: ['Recruitment', 'Hiring Automation', 'High-Volume Hiring', 'Candidate Experience'],
    featured: false,
    challenge: `<p>Every year NovaRetail hires thousands of temporary staff for the festive season. The recruitment team of twelve was overwhelmed by applications, interviews were booked by phone, and many good candidates accepted other offers before hearing back. The shortfall was covered by expensive agencies.</p>`,
    solution: `<p>${hire.name} was connected to NovaRetail's careers site and HR system. Candidates answered a short, mobile-friendly skills questionnaire instead of uploading a CV, and were matched to stores and shifts based on availability, location and customer service skills.</p>
<p>Shortlisted candidates booked interviews themselves through WhatsApp, received reminders automatically, and got an answer within 48 hours of their interview.</p>`,
    impact: `<p>All 2,400 roles were filled three weeks before peak trading, compared with last-minute agency placements the year before. Average time-to-hire halved, drop-off fell sharply, and store managers rated the new hires higher on their first-month reviews.</p>`,
    companyDescription: 'NovaRetail operates 85 department stores and a fast-growing online business.',
    companySize: '11,000 employees (peak season 13,400)',
    location: 'Melbourne, Australia',
  },
  {
    slug: 'kestrel-energy-skills-based-workforce',
    title: 'Kestrel Energy Builds a Skills-Based Workforce for the Energy Transition',
    company: 'Kestrel Energy',
    industry: 'Energy & Utilities',
    excerpt:
      'A power generator moving from coal to renewables mapped the skills of 6,000 employees, redeployed hundreds into new roles and tracked the emissions impact of its transition in one place.',
    coverImage: cover('kestrel-energy-skills-based-workforce'),
    publishedAt: '2025-07-08T08:00:00.000Z',
    readTime: 7,
    results: [
      'Skills profiles created for 6,000 employees in 10 weeks',
      '420 employees redeployed from thermal plants into renewables and grid roles',
      '38% of new renewables roles filled internally, up from 8%',
      'Workforce and emissions milestones reported together to the board each quarter',
    ],
    accelerators: ['Hire', 'Green'],
    tags: ['Skills-Based Organisation', 'Workforce Planning', 'Competency Mapping', 'Sustainability'],
    featured: false,
    challenge: `<p>Kestrel Energy committed to closing two coal-fired plants by 2030 and tripling its solar and wind capacity. The transition plan needed technicians, engineers and project managers with skills the company had never hired for at scale, while hundreds of experienced plant workers faced an uncertain future.</p>
<p>HR records described people by job title and grade, not by what they could do, so nobody knew how many existing employees could move into the new roles with targeted training.</p>`,
    solution: `<p>${hire.name} built a skills profile for every employee from HR records, training histories, certifications and a short self-assessment validated by managers. The same taxonomy was applied to the roles in the transition plan, revealing which gaps could be closed by reskilling and which required external hiring.</p>
<p>Open roles were advertised internally first, with matching that highlighted transferable competencies, for example from turbine maintenance to wind turbine servicing. Progress on the workforce plan was linked to ${green.name}, which tracks the emissions reductions of each plant closure and new project.</p>`,
    impact: `<p>Within a year, 420 employees moved into new roles, and the share of renewables roles filled internally rose from 8% to 38%. External hiring now focuses on genuinely new skills, and the board sees workforce and decarbonisation milestones side by side.</p>`,
    companyDescription:
      'Kestrel Energy generates and distributes electricity to 3.5 million homes and businesses.',
    companySize: '6,000 employees',
    location: 'Bangalore, India',
  },
  {
    slug: 'alturas-manufacturing-net-zero-roadmap',
    title: 'Alturas Manufacturing Maps Its Path to Net Zero Across 14 Plants',
    company: 'Alturas Manufacturing',
    industry: 'Manufacturing',
    excerpt:
      'An industrial components maker combined plant-level energy data with AI forecasting to build a costed net zero roadmap and cut energy bills by $2.4M in the first year.',
    coverImage: cover('alturas-manufacturing-net-zero-roadmap'),
    publishedAt: '2025-05-20T08:00:00.000Z',
    readTime: 6,
    results: [
      '$2.4M in annual energy savings from the first 30 measures implemented',
      '21% reduction in Scope 1 and 2 emissions against the 2023 baseline',
      'Costed decarbonisation roadmap validated for a science-based target',
      'Energy anomalies detected within hours instead of at month-end',
    ],
    accelerators: ['Green', 'AI'],
    tags: ['Net Zero', 'Energy Efficiency', 'Emissions Reduction', 'Predictive Analytics'],
    featured: false,
    challenge: `<p>Alturas had a public net zero commitment but no plan to reach it. Energy data came from monthly utility bills for 14 plants in four countries, so the company could not tell which lines, shifts or machines drove consumption, or which investments would cut emissions most cost-effectively.</p>`,
    solution: `<p>${green.name} ingested sub-meter and production data from the plants' building management and MES systems, giving hourly energy and emissions per production line. AI forecasting models, registered and monitored through ${ai.name}, predicted expected consumption for each shift and flagged deviations.</p>
<p>Reduction options, from compressed-air leak repair to heat recovery and rooftop solar, were modelled as a marginal abatement cost curve so the leadership team could fund measures in order of cost per tonne avoided.</p>`,
    impact: `<p>The first 30 measures, most with payback under two years, saved $2.4M in energy costs and cut Scope 1 and 2 emissions by 21%. The roadmap now underpins a validated science-based target, and plant managers receive alerts the same day a line starts consuming more than forecast.</p>`,
    companyDescription:
      'Alturas Manufacturing makes precision components for the automotive, aerospace and medical device industries.',
    companySize: '4,800 employees',
    location: 'New York, United States',
  },
  {
    slug: 'vantage-insurance-applicant-tracking-automation',
    title: 'Vantage Insurance Modernises Its Applicant Tracking with Fair, Automated Screening',
    company: 'Vantage Insurance',
    industry: 'Insurance',
    excerpt:
      'An insurer plugged AI screening and interview scheduling into its existing ATS, halving recruiter workload while passing an independent bias audit.',
    coverImage: cover('vantage-insurance-applicant-tracking-automation'),
    publishedAt: '2025-08-12T08:00:00.000Z',
    readTime: null,
    results: [
      'Recruiter hours per hire reduced by 54%',
      'Independent bias audit passed with adverse-impact ratios above 0.9 for all groups',
      '60% more hires from under-represented groups in graduate and claims roles',
      'Offer acceptance rate up from 71% to 86%',
    ],
    accelerators: ['Hire', 'AI'],
    tags: ['Applicant Tracking', 'ATS Integration', 'Bias Audit', 'Talent Acquisition'],
    featured: false,
    challenge: `<p>Vantage's recruiters spent most of their week screening applications and coordinating interviews inside an applicant tracking system that offered little help with either. The company also wanted to use AI in hiring but needed assurance it would not introduce bias, as its operations include New York, where automated employment decision tools require an annual bias audit.</p>`,
    solution: `<p>${hire.name} was integrated with Vantage's existing ATS through its standard API, so recruiters kept their familiar workflow. Applications were anonymised and ranked against skill requirements, structured scorecards replaced free-text interview notes, and scheduling was fully automated.</p>
<p>The matching models were registered in ${ai.name}, where adverse-impact ratios are monitored weekly and compiled into the evidence pack used by the independent auditor.</p>`,
    impact: `<p>Recruiters now spend less than half as much time per hire, and the time saved goes into candidate conversations and hiring manager coaching. The independent audit found no adverse impact, while hires from under-represented groups in graduate and claims roles rose by 60%.</p>`,
    companyDescription: null,
    companySize: '7,200 employees',
    location: 'New York, United States',
  },
  {
    slug: 'pinnacle-software-green-code',
    title: 'Pinnacle Software Lowers Cloud Emissions 31% with Energy-Efficient Code',
    company: 'Pinnacle Software',
    industry: 'Technology',
    excerpt:
      'A SaaS company used the Green accelerator to measure the carbon footprint of every service, then cut cloud energy use and costs without slowing its release cadence.',
    coverImage: null,
    publishedAt: '2025-10-14T08:00:00.000Z',
    readTime: 4,
    results: [
      '31% reduction in cloud-related emissions in six months',
      '27% lower monthly cloud bill',
      'Carbon and energy metrics visible in every pull request',
    ],
    accelerators: ['Green'],
    tags: ['Green Software', 'Carbon Footprint', 'Cloud Optimisation', 'Environmental Impact'],
    featured: false,
    challenge: `<p>Pinnacle's customers, including several large banks, had started asking suppliers for the environmental impact of the services they buy. Pinnacle knew its total cloud bill but not the energy or emissions of individual services, and engineers had no feedback on the efficiency of the code they shipped.</p>`,
    solution: `<p>The Green accelerator combined cloud usage data with regional grid carbon intensity to estimate the footprint of each of Pinnacle's 70 services. During code review it flagged energy-hungry patterns, such as polling loops and unbounded queries, and suggested alternatives. Results fed into ${green.name} for company-level reporting.</p>`,
    impact: `<p>Within six months, right-sizing, scheduling of non-production environments and a dozen code-level fixes cut cloud emissions by 31% and the cloud bill by 27%. Pinnacle now answers customer sustainability questionnaires with service-level data.</p>`,
    companyDescription:
      'Pinnacle Software builds treasury and payments software used by more than 200 financial institutions.',
    companySize: '650 employees',
    location: 'San Francisco, United States',
  },
  {
    slug: 'public-sector-responsible-ai-governance',
    title: 'A National Digital Agency Establishes Responsible AI Governance for 30 Ministries',
    company: 'Digital Government Authority',
    industry: 'Government & Public Sector',
    excerpt:
      'A government digital agency rolled out a shared AI governance framework and model registry so ministries can adopt AI quickly while meeting national ethics principles.',
    coverImage: null,
    publishedAt: '2025-10-21T08:00:00.000Z',
    readTime: null,
    results: [
      'Common AI governance framework adopted by 30 ministries and agencies',
      '210 AI use cases registered and risk-assessed in the first six months',
      'Approval time for low-risk AI use cases reduced from 3 months to 2 weeks',
    ],
    accelerators: ['AI'],
    tags: ['AI Governance', 'Responsible AI', 'Public Sector', 'AI Ethics'],
    featured: false,
    challenge: `<p>Ministries were eager to use AI in citizen services, but each was interpreting national AI ethics principles differently. Approvals were slow and inconsistent, and the central agency had no overview of which systems were in use or what data they processed.</p>`,
    solution: `<p>The agency deployed ${ai.name} as a shared service. A common framework translated national principles into concrete controls for each risk tier, a central registry gave every ministry a place to record its use cases, and standard assessment templates replaced bespoke reviews.</p>`,
    impact: `<p>Low-risk use cases, such as document summarisation for internal staff, are now approved in two weeks, while high-risk systems receive deeper scrutiny. The agency reports portfolio-level AI adoption and risk to cabinet each quarter.</p>`,
    companyDescription: null,
    companySize: null,
    location: null,
  },
];
