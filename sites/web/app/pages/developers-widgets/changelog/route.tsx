// /developers/widgets/changelog: every embed release (sites/embed/CHANGELOG.md, written from
// the changesets) with what it changed, newest first, and the changes waiting for the next
// release (pending .changeset files). Server-rendered; linked from /developers/widgets.
import { EMBED_RELEASE } from '@joognoo/embed/assets';
import type { EmbedChange } from '@joognoo/embed/changelog';
import { vars } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { InlineCode, Prose } from '../EmbeddingGuide';
import { PageHero } from '@joognoo/site-kit';
import { PageSection } from '../../../components/sections/PageSection';
import { CHANGELOG_PAGE } from '../copy';
import { pageCopy } from '../../../content/page-copy';
import { loadEmbedChangelog } from '../../../lib/embed-changelog.server';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';
import { bareList } from '../../../components/sections/bare-list';

export function loader() {
  const { unreleased, releases } = loadEmbedChangelog();
  return { unreleased, releases, current: EMBED_RELEASE };
}

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.developersWidgetsChangelog);

const Releases = styled.ol`
  display: grid;
  gap: ${vars.space['12']};
  margin: ${vars.space['8']} 0 0;
  padding: 0;
  list-style: none;
`;

const Release = styled.article`
  display: grid;
  gap: ${vars.space['4']};
  padding-top: ${vars.space['8']};
  border-top: 1px solid ${vars.color.border};
`;

const ReleaseHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space['3']};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.02em;
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${vars.space['1']} ${vars.space['3']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryActive};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

const Changes = styled.ul`
  display: grid;
  gap: ${vars.space['5']};
  ${bareList}

  li {
    display: grid;
    gap: ${vars.space['2']};
    min-width: 0;
  }
`;

const Packages = styled.div`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['2']};
    margin: 0;
    font-size: ${vars.fontSize.xs};
    color: ${vars.color.muted};
  }

  span {
    padding: 0 ${vars.space['2']};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.full};
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${vars.space['2']};

  p {
    margin: 0;
    color: ${vars.color.foreground};
    line-height: ${vars.lineHeight.relaxed};
  }
`;

function ChangeList({ changes, emptyText }: { changes: readonly EmbedChange[]; emptyText: string }) {
  if (changes.length === 0) return <p>{emptyText}</p>;
  return (
    <Changes>
      {changes.map((change) => (
        <li key={change.changeset}>
          <Summary>
            {change.summary.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>
                <InlineCode text={paragraph.replace(/\s*\n\s*/g, ' ')} />
              </p>
            ))}
          </Summary>
          <Packages role="group" aria-label={CHANGELOG_PAGE.packagesLabel}>
            {change.packages.map((p) => (
              <span key={p.name}>{`${p.name} (${p.type})`}</span>
            ))}
          </Packages>
        </li>
      ))}
    </Changes>
  );
}

export default function EmbedChangelogPage({ loaderData }: Route.ComponentProps) {
  const { unreleased, releases, current } = loaderData;
  const copy = pageCopy.developersWidgetsChangelog;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      <PageSection labelledBy="changelog-releases-heading" size="md">
        <Prose>
          <h2 id="changelog-releases-heading">{CHANGELOG_PAGE.releasesHeading}</h2>
          <p>
            <InlineCode text={CHANGELOG_PAGE.intro(current)} />{' '}
            <Link to="/developers/widgets#versions">{CHANGELOG_PAGE.backLink}</Link>
          </p>
        </Prose>
        <Releases>
          <li>
            <Release aria-labelledby="release-next">
              <ReleaseHeader>
                <h3 id="release-next">{CHANGELOG_PAGE.nextHeading}</h3>
                <Badge>{CHANGELOG_PAGE.nextBadge}</Badge>
              </ReleaseHeader>
              <ChangeList changes={unreleased} emptyText={CHANGELOG_PAGE.nextEmpty} />
            </Release>
          </li>
          {releases.map((release) => (
            <li key={release.version}>
              <Release aria-labelledby={`release-${release.version}`}>
                <ReleaseHeader>
                  <h3 id={`release-${release.version}`}>{release.version}</h3>
                  {release.version === current ? <Badge>{CHANGELOG_PAGE.currentBadge}</Badge> : null}
                  {release.date ? (
                    <p>
                      {CHANGELOG_PAGE.released} <time dateTime={release.date}>{release.date}</time>
                    </p>
                  ) : null}
                </ReleaseHeader>
                <Prose>
                  <p>
                    <InlineCode text={CHANGELOG_PAGE.urls(release.version)} />
                  </p>
                  {release.note ? (
                    <p>
                      <InlineCode text={release.note.replace(/\s*\n\s*/g, ' ')} />
                    </p>
                  ) : null}
                </Prose>
                <ChangeList changes={release.changes} emptyText={CHANGELOG_PAGE.noChanges} />
              </Release>
            </li>
          ))}
        </Releases>
      </PageSection>
    </>
  );
}
