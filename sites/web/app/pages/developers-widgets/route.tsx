// /developers/widgets: every embeddable widget live (the real embed loader), with its
// script-tag and React snippets, attributes and events, the allow-listing step, the
// Content-Security-Policy, the versions to pin, and a theme playground. Linked from the
// Resources card of /documentation. Snippets name SITE_URL's origin.
import embedCss from '@joognoo/embed/embed.css?raw';
import { EMBED_PUBLIC_PATH } from '@joognoo/embed/assets';
import { NONCE_PLACEHOLDER } from '@joognoo/embed/csp';
import { documentedPolicy, embedStylesheetLink } from '@joognoo/embed/embedding';
import { media, vars } from '@joognoo/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { CodeBlock } from '../../components/code/CodeBlock';
import { LivePreview, LivePreviewProvider } from './LivePreview';
import { ThemePlayground } from './ThemePlayground';
import { EmbeddingGuide, SECTION_IDS } from './EmbeddingGuide';
import { CommonAttributes, WidgetSection } from './WidgetSection';
import { WIDGET_DECLARATIONS } from './widget-declarations';
import { PageHero } from '@joognoo/site-kit';
import type { ShippedLocale } from '@joognoo/schemas';
import { PageSection } from '../../components/sections/PageSection';
import { pageCopy } from '../../content/page-copy';
import { WIDGETS_PAGE, WIDGET_DOCS, type WidgetDocId } from './copy';
import { servedEmbedRelease } from '../../lib/embed-release.server';
import { scriptTagSnippet } from '../../lib/widget-snippets';
import { DEFAULT_WIDGET_THEME, widgetThemeVariables } from '../../lib/widget-theme';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';
import { sectionHeadingType } from './styles';
import { bareList } from '../../components/sections/bare-list';

export const CHANGELOG_PATH = '/developers/widgets/changelog';

export function loader({ context }: Route.LoaderArgs) {
  const loaderPath = `${EMBED_PUBLIC_PATH}loader.js`;
  const origin = new URL(context.siteUrl).origin;
  const release = servedEmbedRelease(context.embedDir, context.embedReleasesDir);
  // Snippets name our public origin (SITE_URL); the live previews load the loader from this server.
  return {
    loaderPath,
    loaderUrl: `${origin}${loaderPath}`,
    origin,
    policy: documentedPolicy(origin),
    stylesheetLink: embedStylesheetLink(origin),
    release: release.version,
    pinned: [
      `<script type="module" nonce="${NONCE_PLACEHOLDER}" src="${origin}/embed/${release.version}/loader.js"`,
      `        integrity="${release.loaderIntegrity ?? 'sha384-…'}"`,
      `        crossorigin="anonymous"></script>`,
    ].join('\n'),
  };
}

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.developersWidgets);

const WIDGET_ORDER: readonly WidgetDocId[] = ['contactForm', 'newsletter', 'blog', 'jobBoard', 'caseStudies', 'integrations'];
const PLAYGROUND_ID = 'theme-playground';

const Intro = styled.div`
  display: grid;
  gap: ${vars.space['10']};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }

  h2 {
    margin: 0 0 ${vars.space['4']};
    ${sectionHeadingType}
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${vars.space['3']};
  margin: ${vars.space['6']} 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: grid;
    grid-template-columns: 2rem minmax(0, 1fr);
    gap: ${vars.space['3']};
    align-items: baseline;
    counter-increment: step;
    line-height: ${vars.lineHeight.relaxed};
  }

  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${vars.radius.full};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryActive};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const SnippetNote = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

const Side = styled.div`
  display: grid;
  gap: ${vars.space['6']};
  min-width: 0;
`;

const Toc = styled.nav`
  margin-top: ${vars.space['12']};
  padding-top: ${vars.space['8']};
  border-top: 1px solid ${vars.color.border};

  h2 {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.02em;
    color: ${vars.color.muted};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['2']};
    ${bareList}
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${vars.space['4']};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.full};
    color: ${vars.color.foreground};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};
  }

  a:hover {
    border-color: ${vars.color.borderStrong};
  }

  a:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    a {
      transition: none;
    }
  }
`;

const PlaygroundHeader = styled.header`
  max-width: 46rem;
  margin-bottom: ${vars.space['8']};

  h2 {
    margin: 0 0 ${vars.space['3']};
    ${sectionHeadingType}
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

export default function DevelopersWidgetsPage({ loaderData }: Route.ComponentProps) {
  const { loaderPath, loaderUrl, origin, policy, stylesheetLink, release, pinned } = loaderData;
  const copy = pageCopy.developersWidgets;
  const snippet = (tag: string, attributes: Record<string, string>) =>
    scriptTagSnippet({ loaderUrl, tag, attributes, css: embedCss, nonce: NONCE_PLACEHOLDER });
  const { intro, toc, playground } = WIDGETS_PAGE;
  const [theme, setTheme] = useState({ ...DEFAULT_WIDGET_THEME });
  const [locale, setLocale] = useState<ShippedLocale>('en');
  const themeVariables = useMemo(() => widgetThemeVariables(theme), [theme]);
  const newsletter = WIDGET_DECLARATIONS.newsletter;
  return (
    <LivePreviewProvider loaderPath={loaderPath} themeVariables={themeVariables} locale={locale}>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      <PageSection labelledBy="widgets-intro-heading">
        <Intro>
          <div>
            <h2 id="widgets-intro-heading">{intro.heading}</h2>
            <p>{intro.text}</p>
            <Steps>
              {intro.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Steps>
            <p>{intro.versioning}</p>
          </div>
          <Side>
            <CodeBlock code={snippet(WIDGET_DECLARATIONS.contactForm.tagName, { variant: 'contact' })} language="html" title={WIDGETS_PAGE.snippet.title} />
            <SnippetNote>{WIDGETS_PAGE.snippet.note}</SnippetNote>
            <CommonAttributes />
          </Side>
        </Intro>
        <Toc aria-labelledby="widgets-toc-heading">
          <h2 id="widgets-toc-heading">{toc.label}</h2>
          <ul>
            <li>
              <a href={`#${SECTION_IDS.allowListing}`}>{toc.allowListing}</a>
            </li>
            <li>
              <a href={`#${SECTION_IDS.csp}`}>{toc.csp}</a>
            </li>
            <li>
              <a href={`#${SECTION_IDS.versions}`}>{toc.versions}</a>
            </li>
            <li>
              <a href={`#${PLAYGROUND_ID}`}>{toc.playground}</a>
            </li>
            {WIDGET_ORDER.map((id) => (
              <li key={id}>
                <a href={`#${WIDGET_DOCS[id].id}`}>{WIDGET_DOCS[id].name}</a>
              </li>
            ))}
          </ul>
        </Toc>
      </PageSection>
      <EmbeddingGuide
        snippet={snippet(WIDGET_DECLARATIONS.newsletter.tagName, {})}
        policy={policy}
        stylesheetLink={stylesheetLink}
        pinned={pinned}
        release={release}
        changelogPath={CHANGELOG_PATH}
      />
      <PageSection id={PLAYGROUND_ID} labelledBy={`${PLAYGROUND_ID}-heading`}>
        <PlaygroundHeader>
          <h2 id={`${PLAYGROUND_ID}-heading`}>{playground.heading}</h2>
          <p>{playground.text}</p>
        </PlaygroundHeader>
        <ThemePlayground
          settings={theme}
          onChange={setTheme}
          locale={locale}
          onLocaleChange={setLocale}
          preview={
            <LivePreview
              tag={newsletter.tagName}
              attributes={{}}
              label={`${playground.heading}: ${WIDGETS_PAGE.liveLabel}`}
              barLabel={WIDGETS_PAGE.liveLabel}
              failureText={WIDGETS_PAGE.previewFailed}
            />
          }
        />
      </PageSection>
      {WIDGET_ORDER.map((id, index) => (
        <WidgetSection key={id} widget={id} loaderUrl={loaderUrl} apiBase={origin} stylesheet={embedCss} tone={index % 2 === 0 ? 'muted' : 'default'} />
      ))}
    </LivePreviewProvider>
  );
}
