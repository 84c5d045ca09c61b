/**
 * The embed's release notes for /developers/widgets/changelog, read at build time: the
 * embed's CHANGELOG.md (the releases) and the pending `.changeset/*.md` files (the next
 * release), parsed by `@joognoo/embed/changelog`. Server-only: the texts stay out of the
 * client bundle.
 */
import { embedChangelog, type EmbedChangelog } from '@joognoo/embed/changelog';

const changelogFiles = import.meta.glob<string>('../../../embed/CHANGELOG.md', { query: '?raw', import: 'default', eager: true });
const changesetFiles = import.meta.glob<string>('../../../../.changeset/*.md', { query: '?raw', import: 'default', eager: true });

export function loadEmbedChangelog(): EmbedChangelog {
  return embedChangelog({ changelog: Object.values(changelogFiles)[0] ?? '', changesets: changesetFiles });
}
