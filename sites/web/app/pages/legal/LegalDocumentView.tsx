import { Container, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { ProseDocument } from '../../../vite/prose-markdown';
import { PageHero } from '@joognoo/site-kit';
import type { LegalDocument } from './copy';
import { LegalToc } from './LegalToc';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['10']};
  padding-block: ${vars.space['12']} ${vars.space['20']};

  ${media.lg} {
    grid-template-columns: 17rem minmax(0, 1fr);
    gap: ${vars.space['16']};
    align-items: start;
    padding-block: ${vars.space['16']} ${vars.space['32']};
  }
`;

const Toc = styled(LegalToc)`
  ${media.lg} {
    position: sticky;
    top: 96px;
    max-height: calc(100vh - 120px);
    overflow-y: auto;
  }
`;

/** Tables of the Markdown (vite/prose-markdown.ts wraps each in a focusable `.prose-table` region). */
const Article = styled.article`
  max-width: 70ch;
  font-size: 1.0625rem;
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.foreground};

  section {
    scroll-margin-top: 80px;
    padding-top: ${vars.space['10']};
  }

  h2 {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${vars.lineHeight.snug};
    letter-spacing: -0.015em;
  }

  p,
  ul {
    margin: 0 0 ${vars.space['4']};
    color: #424245;
  }

  ul {
    padding-left: ${vars.space['6']};
  }

  li + li {
    margin-top: ${vars.space['2']};
  }

  a {
    color: ${vars.color.primary};
    overflow-wrap: anywhere;
  }

  .prose-table {
    margin: ${vars.space['6']} 0;
    overflow-x: auto;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    -webkit-overflow-scrolling: touch;
  }

  .prose-table:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  table {
    width: 100%;
    min-width: 42rem;
    border-collapse: collapse;
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.normal};
  }

  caption {
    padding: ${vars.space['4']} ${vars.space['4']} ${vars.space['3']};
    text-align: left;
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.foreground};
  }

  th,
  td {
    padding: ${vars.space['3']} ${vars.space['4']};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${vars.color.border};
  }

  thead th {
    background: ${vars.color.surface};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${vars.color.muted};
    white-space: nowrap;
  }

  tbody th {
    font-family: ${vars.font.familyMono};
    font-weight: ${vars.fontWeight.medium};
    white-space: nowrap;
  }

  td {
    color: ${vars.color.muted};
  }

  td:last-child {
    color: ${vars.color.foreground};
    font-weight: ${vars.fontWeight.medium};
  }
`;

const Lead = styled.div`
  && p {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.foreground};
  }
`;

const Updated = styled.p`
  margin: ${vars.space['6']} auto 0;
  font-size: ${vars.fontSize.base};
  color: ${vars.color.muted};
`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface LegalDocumentViewProps {
  copy: LegalDocument;
  /** The text, from the route's Markdown. */
  prose: ProseDocument;
  eyebrow?: string | undefined;
}

/** A full legal text: title, last-updated date, table of contents and numbered sections. */
export function LegalDocumentView({ copy, prose, eyebrow = 'Legal' }: LegalDocumentViewProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={copy.title}>
        <Updated>
          Last updated <time dateTime={copy.lastUpdatedIso}>{copy.lastUpdated}</time>
        </Updated>
      </PageHero>
      <Container>
        <Layout>
          <Toc sections={prose.sections} />
          <Article>
            <Lead dangerouslySetInnerHTML={{ __html: prose.intro }} />
            {prose.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                dangerouslySetInnerHTML={{
                  __html: `<h2 id="${section.id}-heading">${escapeHtml(section.heading)}</h2>${section.html}`,
                }}
              />
            ))}
          </Article>
        </Layout>
      </Container>
    </>
  );
}
