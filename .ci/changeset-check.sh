#!/usr/bin/env bash
# Fails when a published package (packages/*: its src/ without tests, package.json, README,
# see changedFilePatterns in .changeset/config.json) changed without a changeset.
#
# Compared with: $CHANGESET_BASE when the CI gives one (a pull request's target, e.g.
# origin/main); otherwise the last release, the last commit that wrote a package's
# CHANGELOG.md (`pnpm version-packages`; changesets writes them, nobody else); before the
# first release, the first commit. So on a clean clone of main it fails as soon as a
# commit since the last release changed a published package and no changeset was added.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(git rev-parse --is-shallow-repository)" = true ] && ! git fetch --quiet --unshallow; then
  echo "changeset:check needs the history since the last release, and this shallow clone cannot fetch it." >&2
  exit 1
fi
base="${CHANGESET_BASE:-$(git log -1 --format=%H -- 'packages/*/CHANGELOG.md')}"
if [ -z "$base" ]; then base="$(git rev-list --max-parents=0 HEAD | tail -n 1)"; fi
echo "changeset:check: changes since $(git log -1 --format='%h %s' "$base")"
exec node_modules/.bin/changeset status --since="$base"
