import { BRAND } from '@joognoo/schemas';
import type { CodeLanguage } from '../../components/code/labels.ts';
import { API_BASE_URL, API_KEY_ENV } from '../../content/prose-values.ts';
import type { Cta, IconName } from '../../content/pages/types.ts';

/**
 * /documentation: tabs Overview (default), Guides,
 * API Reference, Examples. Links to '#id' point at a section of this page that lives in
 * the tab named by `tab`: the renderer switches to that tab, then scrolls to the id.
 */

export type DocsTabId = 'overview' | 'guides' | 'api-reference' | 'examples';

export interface DocsTab {
  id: DocsTabId;
  label: string;
}

export const DOCS_TABS: readonly DocsTab[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'guides', label: 'Guides' },
  { id: 'api-reference', label: 'API Reference' },
  { id: 'examples', label: 'Examples' },
];

export const DOCS_DEFAULT_TAB: DocsTabId = 'overview';
/** Accessible name of the tab list. */
export const DOCS_TABS_LABEL = 'Documentation sections';

/** A documentation link: an in-page anchor (with the tab it lives in) or a route. */
export interface DocsLink extends Cta {
  /** Set when `href` is '#id' on this page: the tab holding that section. */
  tab?: DocsTabId;
}

export const DOCS_HERO = {
  title: 'Documentation',
  subtitle: `Everything you need to set up, integrate and extend ${BRAND.name} accelerators: step-by-step guides, the REST API reference and ready-to-use examples.`,
} as const;

// ---------------------------------------------------------------------------------------
// Overview
// ---------------------------------------------------------------------------------------

export interface DocsOverviewCard {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  link: DocsLink;
}

export const DOCS_OVERVIEW_SECTION = {
  heading: 'Explore the documentation',
  intro: 'Start with the basics, then go deeper into each accelerator and integration.',
} as const;

export const DOCS_OVERVIEW_CARDS: readonly DocsOverviewCard[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Create your workspace, connect your first repository and run your first analysis in under 30 minutes.',
    icon: 'rocket',
    link: { label: 'Start here', href: '#guide-getting-started', tab: 'guides' },
  },
  {
    id: 'dev-accelerator',
    title: 'Dev Accelerator',
    description: 'AI-assisted code generation, repository integration and developer analytics.',
    icon: 'code',
    link: { label: 'Read the guide', href: '#guide-dev-accelerator', tab: 'guides' },
  },
  {
    id: 'test-accelerator',
    title: 'Test Accelerator',
    description: 'AI-generated test cases, coverage analysis and CI/CD integration.',
    icon: 'check-circle',
    link: { label: 'Read the guide', href: '#guide-test-accelerator', tab: 'guides' },
  },
  {
    id: 'green-accelerator',
    title: 'Green Accelerator',
    description: 'Carbon footprint analysis of your software and energy-efficient code recommendations.',
    icon: 'leaf',
    link: { label: 'Read the guide', href: '#guide-green-accelerator', tab: 'guides' },
  },
  {
    id: 'enterprise-integration',
    title: 'Enterprise Integration',
    description: 'Connect issue trackers and CI/CD pipelines, and build custom workflows and prompt templates.',
    icon: 'puzzle',
    link: { label: 'Read the guide', href: '#guide-enterprise-integration', tab: 'guides' },
  },
  {
    id: 'resources',
    title: 'Resources',
    description: 'Embeddable widgets for your own site: contact form, newsletter, blog, job board and case studies, live with their script-tag and React snippets.',
    icon: 'book-open',
    link: { label: 'Explore the widgets', href: '/developers/widgets' },
  },
];

// ---------------------------------------------------------------------------------------
// Guides
// ---------------------------------------------------------------------------------------

/** A guide's card copy; its steps are the Markdown in guides/ (guides.ts). */
export interface GuideCopy {
  /** Anchor id of the guide section. */
  id: string;
  title: string;
  summary: string;
  readTime: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
}

export const GETTING_STARTED_GUIDE: GuideCopy = {
  id: 'guide-getting-started',
  title: 'Getting Started',
  summary: 'Set up your workspace, connect a repository and run your first AI analysis. Most teams finish in under 30 minutes.',
  readTime: '10 min read',
  level: 'Beginner',
};

export const ADVANCED_USAGE_GUIDE: GuideCopy = {
  id: 'guide-advanced-usage',
  title: 'Advanced Usage',
  summary: 'Automate analyses in CI/CD, tune rules and prompts for your codebase, and track productivity across teams.',
  readTime: '18 min read',
  level: 'Advanced',
};

/** The two guides featured on the Guides tab. */
export const FEATURED_GUIDES: readonly GuideCopy[] = [GETTING_STARTED_GUIDE, ADVANCED_USAGE_GUIDE];

/** Accelerator guides of the guide library ('View All Guides' scrolls here). */
export const ACCELERATOR_GUIDES: readonly GuideCopy[] = [
  {
    id: 'guide-dev-accelerator',
    title: 'Dev Accelerator',
    summary: 'Use AI-assisted code generation with full repository context, and measure the impact with developer analytics.',
    readTime: '12 min read',
    level: 'Beginner',
  },
  {
    id: 'guide-test-accelerator',
    title: 'Test Accelerator',
    summary: 'Generate test cases from code and requirements, find coverage gaps and run AI-selected tests in CI/CD.',
    readTime: '12 min read',
    level: 'Intermediate',
  },
  {
    id: 'guide-green-accelerator',
    title: 'Green Accelerator',
    summary: 'Measure the carbon footprint of your software and cloud workloads, and apply energy-efficient code changes.',
    readTime: '9 min read',
    level: 'Intermediate',
  },
  {
    id: 'guide-enterprise-integration',
    title: 'Enterprise Integration',
    summary: 'Connect Jira and your CI/CD provider, and build custom workflows and prompt templates for your teams.',
    readTime: '14 min read',
    level: 'Intermediate',
  },
];

export const GUIDES_SECTION = {
  heading: 'Guides',
  intro: 'Step-by-step instructions, from your first analysis to advanced automation.',
  viewAll: { label: 'View All Guides', href: '#guide-library', tab: 'guides' } satisfies DocsLink,
  library: {
    id: 'guide-library',
    heading: 'Guide library',
    intro: 'In-depth guides for each accelerator and integration.',
  },
} as const;

// ---------------------------------------------------------------------------------------
// API Reference
// ---------------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiEndpoint {
  method: HttpMethod;
  path: string;
  summary: string;
}

export interface ApiCard {
  /** Anchor id of the card. */
  id: string;
  title: string;
  description: string;
  icon: IconName;
  endpoints: readonly ApiEndpoint[];
}

export const API_CARDS: readonly ApiCard[] = [
  {
    id: 'api-code-analysis',
    title: 'Code Analysis API',
    description: 'Start repository scans and read their findings, AI-suggested fixes and quality metrics.',
    icon: 'search',
    endpoints: [
      { method: 'POST', path: '/v1/code-analysis/scans', summary: 'Start a scan of a repository at a branch or commit.' },
      { method: 'GET', path: '/v1/code-analysis/scans/{scanId}', summary: 'Get the status and summary of a scan.' },
      { method: 'GET', path: '/v1/code-analysis/scans/{scanId}/findings', summary: 'List findings with severity, location and suggested fix.' },
    ],
  },
  {
    id: 'api-productivity',
    title: 'Productivity API',
    description: 'Export delivery and AI-adoption metrics per team, repository and period.',
    icon: 'bar-chart',
    endpoints: [
      { method: 'GET', path: '/v1/productivity/metrics', summary: 'Cycle time, review time and AI-assist adoption, filtered by team and date range.' },
      { method: 'POST', path: '/v1/productivity/reports', summary: 'Generate a productivity report for a period.' },
      { method: 'GET', path: '/v1/productivity/reports/{reportId}', summary: 'Download a generated report as JSON or CSV.' },
    ],
  },
  {
    id: 'api-workspace',
    title: 'Workspace API',
    description: 'Manage workspaces, connected repositories, members and webhooks.',
    icon: 'layers',
    endpoints: [
      { method: 'GET', path: '/v1/workspaces', summary: 'List the workspaces your API key can access.' },
      { method: 'POST', path: '/v1/workspaces/{workspaceId}/repositories', summary: 'Connect a repository to a workspace.' },
      { method: 'POST', path: '/v1/workspaces/{workspaceId}/webhooks', summary: 'Register a webhook for events such as scan.completed.' },
    ],
  },
];

export const API_REFERENCE_SECTION = {
  heading: 'API Reference',
  intro: `The ${BRAND.name} REST API accepts and returns JSON over HTTPS. Base URL: ${API_BASE_URL}`,
  authButton: { label: 'Authentication Guide', href: '#api-authentication', tab: 'api-reference' } satisfies DocsLink,
} as const;

/** The authentication guide's copy; its intro and steps are guides/authentication.md. */
export interface AuthenticationGuideCopy {
  id: string;
  title: string;
}

export const AUTHENTICATION_GUIDE: AuthenticationGuideCopy = {
  id: 'api-authentication',
  title: 'Authentication',
};

// ---------------------------------------------------------------------------------------
// Examples
// ---------------------------------------------------------------------------------------


export interface CodeExample {
  id: string;
  title: string;
  description: string;
  language: CodeLanguage;
  code: string;
}

export const INTEGRATION_EXAMPLES: readonly CodeExample[] = [
  {
    id: 'example-github-webhook',
    title: 'GitHub webhook',
    description: 'Verify a GitHub pull_request webhook and start a code analysis of the new head commit.',
    language: 'javascript',
    code: `import crypto from 'node:crypto';
import express from 'express';

const app = express();

app.post('/webhooks/github', express.raw({ type: 'application/json' }), async (req, res) => {
  const signature = req.get('X-Hub-Signature-256') ?? '';
  const expected = 'sha256=' + crypto
    .createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET)
    .update(req.body)
    .digest('hex');
  if (signature.length !== expected.length ||
      !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return res.status(401).send('Invalid signature');
  }

  const event = JSON.parse(req.body.toString('utf8'));
  if (req.get('X-GitHub-Event') === 'pull_request' && ['opened', 'synchronize'].includes(event.action)) {
    await fetch('${API_BASE_URL}/code-analysis/scans', {
      method: 'POST',
      headers: {
        Authorization: 'Bearer ' + process.env.${API_KEY_ENV},
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        repository: event.repository.full_name,
        ref: event.pull_request.head.sha,
      }),
    });
  }
  res.sendStatus(202);
});

app.listen(3000);`,
  },
  {
    id: 'example-jira-ticket',
    title: 'JIRA ticket creation',
    description: 'Create a Jira issue for every high-severity finding of a completed scan.',
    language: 'python',
    code: `import os
import requests

API = "${API_BASE_URL}"
HEADERS = {"Authorization": f"Bearer {os.environ['${API_KEY_ENV}']}"}

def create_tickets(scan_id: str) -> None:
    findings = requests.get(
        f"{API}/code-analysis/scans/{scan_id}/findings",
        headers=HEADERS, params={"severity": "high"}, timeout=10,
    )
    findings.raise_for_status()

    for finding in findings.json()["data"]:
        issue = requests.post(
            f"{os.environ['JIRA_URL']}/rest/api/2/issue",
            auth=(os.environ["JIRA_EMAIL"], os.environ["JIRA_API_TOKEN"]),
            json={"fields": {
                "project": {"key": "PLAT"},
                "issuetype": {"name": "Bug"},
                "summary": f"[{finding['rule']}] {finding['title']}",
                "description": f"{finding['file']}:{finding['line']}\\n\\n{finding['suggestion']}",
                "labels": ["code-analysis", "security"],
            }},
            timeout=10,
        )
        issue.raise_for_status()
        print("Created", issue.json()["key"])`,
  },
  {
    id: 'example-slack-notification',
    title: 'Slack notifications',
    description: 'Post a scan summary to a Slack channel through an incoming webhook.',
    language: 'javascript',
    code: `export async function notifySlack(scan) {
  const { high, medium, low } = scan.summary;
  const response = await fetch(process.env.SLACK_WEBHOOK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      text: \`Scan finished for \${scan.repository} (\${scan.ref}): \` +
        \`\${high} high, \${medium} medium, \${low} low findings. \${scan.url}\`,
    }),
  });
  if (!response.ok) {
    throw new Error(\`Slack webhook failed: \${response.status}\`);
  }
}`,
  },
];

export const API_CLIENT_EXAMPLES: readonly CodeExample[] = [
  {
    id: 'example-client-javascript',
    title: 'JavaScript',
    description: 'Start a scan with fetch (Node.js 18+ or the browser via your backend).',
    language: 'javascript',
    code: `const response = await fetch('${API_BASE_URL}/code-analysis/scans', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.${API_KEY_ENV}}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ repository: 'acme/payments-service', ref: 'main' }),
});
if (!response.ok) throw new Error(\`Request failed: \${response.status}\`);
const scan = await response.json();
console.log(scan.id, scan.status);`,
  },
  {
    id: 'example-client-python',
    title: 'Python',
    description: 'Read team productivity metrics with requests.',
    language: 'python',
    code: `import os
import requests

response = requests.get(
    "${API_BASE_URL}/productivity/metrics",
    headers={"Authorization": f"Bearer {os.environ['${API_KEY_ENV}']}"},
    params={"team": "payments", "from": "2026-01-01", "to": "2026-03-31"},
    timeout=10,
)
response.raise_for_status()
for metric in response.json()["data"]:
    print(metric["name"], metric["value"])`,
  },
  {
    id: 'example-client-java',
    title: 'Java',
    description: 'List workspaces with the built-in java.net.http client (Java 11+).',
    language: 'java',
    code: `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class ListWorkspaces {
    public static void main(String[] args) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("${API_BASE_URL}/workspaces"))
            .header("Authorization", "Bearer " + System.getenv("${API_KEY_ENV}"))
            .header("Accept", "application/json")
            .GET()
            .build();

        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("Request failed: " + response.statusCode());
        }
        System.out.println(response.body());
    }
}`,
  },
];

export const EXAMPLES_SECTION = {
  integrations: {
    id: 'examples-integrations',
    heading: 'Integration examples',
    intro: 'Connect analysis results to the tools your teams already use.',
  },
  clients: { id: 'examples-clients', heading: 'API client examples', intro: 'Call the API from your language of choice.' },
} as const;

export const DOCS_BANNER = {
  heading: 'Need help getting started?',
  text: 'Our solution engineers can walk your team through setup, or help with a specific integration. Support is available 24/7.',
  primary: { label: 'Schedule a Demo', href: '/contact' },
  secondary: { label: 'Contact Support', href: '/contact' },
} as const;

/** Which tab holds each in-page anchor, so '#id' links (and arrivals with a hash) open the right tab. */
export const DOCS_ANCHOR_TABS: Readonly<Record<string, DocsTabId>> = Object.fromEntries([
  ...[...FEATURED_GUIDES, ...ACCELERATOR_GUIDES].map((guide) => [guide.id, 'guides'] as const),
  [GUIDES_SECTION.library.id, 'guides'],
  ...API_CARDS.map((card) => [card.id, 'api-reference'] as const),
  [AUTHENTICATION_GUIDE.id, 'api-reference'],
  ...[...INTEGRATION_EXAMPLES, ...API_CLIENT_EXAMPLES].map((example) => [example.id, 'examples'] as const),
  [EXAMPLES_SECTION.integrations.id, 'examples'],
  [EXAMPLES_SECTION.clients.id, 'examples'],
]);

/** The tab named by a `?tab=` value, or the default for a missing or unknown one. */
export function docsTabFromParam(value: string | null | undefined): DocsTabId {
  return DOCS_TABS.find((tab) => tab.id === value)?.id ?? DOCS_DEFAULT_TAB;
}
