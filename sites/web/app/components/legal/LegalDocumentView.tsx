import { Container, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { LegalBlock, LegalDocument } from '../../content/pages/legal';
import { PageHero } from '@joognoo/site-kit';
import { LegalTable } from './LegalTable';
import { LegalText } from './LegalText';
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
`;

const Lead = styled.p`
  && {
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

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'p') {
    return (
      <p>
        <LegalText text={block.text} />
      </p>
    );
  }
  if (block.type === 'ul') {
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>
            <LegalText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <LegalTable caption={block.caption} columns={block.columns} rows={block.rows} />;
}

export interface LegalDocumentViewProps {
  document: LegalDocument;
  eyebrow?: string | undefined;
}

/** A full legal text: title, last-updated date, table of contents and numbered sections. */
export function LegalDocumentView({ document, eyebrow = 'Legal' }: LegalDocumentViewProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={document.title}>
        <Updated>
          Last updated <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
        </Updated>
      </PageHero>
      <Container>
        <Layout>
          <Toc sections={document.sections} />
          <Article>
            <Lead>
              <LegalText text={document.intro} />
            </Lead>
            {document.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </section>
            ))}
          </Article>
        </Layout>
      </Container>
    </>
  );
}
