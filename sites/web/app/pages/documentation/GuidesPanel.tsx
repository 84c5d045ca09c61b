import { GUIDES_SECTION, type DocsTabId } from './copy';
import { ACCELERATOR_GUIDES, FEATURED_GUIDES } from './guides';
import { DocsLinkAnchor } from './DocsLinkAnchor';
import { GuideArticle } from './GuideArticle';
import { Grid, PanelHeader, SubSection } from './styles';

/** Guides tab: Getting Started and Advanced Usage, 'View All Guides' and the guide library. */
export function GuidesPanel({ onNavigate }: { onNavigate: (tab: DocsTabId, anchor: string) => void }) {
  const library = GUIDES_SECTION.library;
  return (
    <>
      <PanelHeader>
        <div>
          <h2>{GUIDES_SECTION.heading}</h2>
          <p>{GUIDES_SECTION.intro}</p>
        </div>
        <DocsLinkAnchor link={GUIDES_SECTION.viewAll} onNavigate={onNavigate} variant="apple-outline" size="sm" />
      </PanelHeader>
      <Grid>
        {FEATURED_GUIDES.map((guide) => (
          <GuideArticle key={guide.id} guide={guide} />
        ))}
      </Grid>
      <SubSection id={library.id} aria-labelledby={`${library.id}-heading`} tabIndex={-1}>
        <h3 id={`${library.id}-heading`}>{library.heading}</h3>
        <p>{library.intro}</p>
        <Grid>
          {ACCELERATOR_GUIDES.map((guide) => (
            <GuideArticle key={guide.id} guide={guide} headingLevel={4} />
          ))}
        </Grid>
      </SubSection>
    </>
  );
}
