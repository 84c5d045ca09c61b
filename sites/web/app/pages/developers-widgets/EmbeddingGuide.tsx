/**
 * The embedding steps of /developers/widgets that every widget shares: allow-listing, the
 * Content-Security-Policy and the versions a partner can pin. The texts are
 * `@joognoo/embed/embedding`'s, the same the widget READMEs carry.
 */
import { ALLOW_LISTING, CSP_NOTES, PARTNER_CREATE_COMMAND, SUPPORT_POLICY } from '@joognoo/embed/embedding';
import { ALLOW_LISTING_ANCHOR } from '@joognoo/schemas';
import { media, vars } from '@joognoo/ui';
import { Fragment } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { WIDGETS_PAGE } from './copy';
import { CodeBlock } from '../../components/code/CodeBlock';
import { PageSection } from '../../components/sections/PageSection';
import { sectionHeadingType } from './styles';

/** Text with `code` marked by backticks, as the shared texts write it. */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>))}
    </>
  );
}

export const Prose = styled.div`
  display: grid;
  gap: ${vars.space['4']};
  max-width: 46rem;
  min-width: 0;

  h2 {
    margin: 0;
    ${sectionHeadingType}
  }

  h3 {
    margin: ${vars.space['4']} 0 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  p,
  li {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
  }

  p {
    color: ${vars.color.muted};
  }

  ul,
  ol {
    display: grid;
    gap: ${vars.space['2']};
    margin: 0;
    padding-left: ${vars.space['6']};
  }

  :not(pre) > code {
    padding: 0 ${vars.space['1']};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    font-family: ${vars.font.familyMono};
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
  }

  a:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  /* Grid items default to their content's width: a long code line would widen the page. */
  > * {
    min-width: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }

  > * {
    min-width: 0;
  }
`;

const Message = styled.p`
  && {
    margin: 0;
    padding: ${vars.space['4']};
    border-left: 4px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.foreground};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export const SECTION_IDS = { allowListing: ALLOW_LISTING_ANCHOR, csp: 'content-security-policy', versions: 'versions' } as const;

export interface EmbeddingGuideProps {
  /** The snippet of the CSP section: style, loader, one element, all with `{NONCE}`. */
  snippet: string;
  /** The documented policy, one directive per line, on our SITE_URL. */
  policy: string;
  /** `<link rel="stylesheet" href=".../embed/v1/embed.css">` */
  stylesheetLink: string;
  /** The pin snippet of the current release (its loader with its integrity). */
  pinned: string;
  /** The release the site serves, `1.0.0`. */
  release: string;
  changelogPath: string;
}

/** Allow-listing, Content Security Policy, and Versions and support: three page sections. */
export function EmbeddingGuide({ snippet, policy, stylesheetLink, pinned, release, changelogPath }: EmbeddingGuideProps) {
  const { allowListing, csp, versions } = WIDGETS_PAGE;
  return (
    <>
      <PageSection id={SECTION_IDS.allowListing} labelledBy={`${SECTION_IDS.allowListing}-heading`} tone="muted">
        <Columns>
          <Prose>
            <h2 id={`${SECTION_IDS.allowListing}-heading`}>{ALLOW_LISTING.heading}</h2>
            <p>
              <InlineCode text={ALLOW_LISTING.intro} />
            </p>
            <ol>
              {ALLOW_LISTING.steps.map((step) => (
                <li key={step}>
                  <InlineCode text={step} />
                </li>
              ))}
            </ol>
            <h3>{allowListing.unregisteredHeading}</h3>
            <Message role="note">{ALLOW_LISTING.message}</Message>
            <p>
              <InlineCode text={ALLOW_LISTING.unregistered} />
            </p>
          </Prose>
          <Prose>
            <CodeBlock code={PARTNER_CREATE_COMMAND} language="bash" title={allowListing.registerTitle} />
            <CodeBlock code={'<joognoo-contact-form partner="<id>"></joognoo-contact-form>'} language="html" title={allowListing.attributeTitle} />
          </Prose>
        </Columns>
      </PageSection>
      <PageSection id={SECTION_IDS.csp} labelledBy={`${SECTION_IDS.csp}-heading`}>
        <Columns>
          <Prose>
            <h2 id={`${SECTION_IDS.csp}-heading`}>{csp.heading}</h2>
            <p>{csp.text}</p>
            <ul>
              {CSP_NOTES.map((note) => (
                <li key={note}>
                  <InlineCode text={note} />
                </li>
              ))}
            </ul>
            <p>{csp.linkText}</p>
            <CodeBlock code={stylesheetLink} language="html" title={csp.linkTitle} />
          </Prose>
          <Prose>
            <CodeBlock code={policy} language="http" title={csp.policyTitle} />
            <CodeBlock code={snippet} language="html" title={csp.snippetTitle} />
          </Prose>
        </Columns>
      </PageSection>
      <PageSection id={SECTION_IDS.versions} labelledBy={`${SECTION_IDS.versions}-heading`} tone="muted">
        <Columns>
          <Prose>
            <h2 id={`${SECTION_IDS.versions}-heading`}>{versions.heading}</h2>
            <p>{versions.text}</p>
            <p>{versions.pinText(release)}</p>
            <h3>{versions.policyHeading}</h3>
            <ul>
              {SUPPORT_POLICY.map((line) => (
                <li key={line}>
                  <InlineCode text={line} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={changelogPath}>{versions.changelog}</Link>
            </p>
          </Prose>
          <Prose>
            <CodeBlock code={pinned} language="html" title={versions.pinTitle} />
          </Prose>
        </Columns>
      </PageSection>
    </>
  );
}
