import type { ContentVersionsRepository } from './store/versions.ts';

/** What the clock reads: the database's version and, optionally, scheduling and local writes. */
export type ContentVersionSource = Pick<ContentVersionsRepository, 'get'> &
  Partial<Pick<ContentVersionsRepository, 'nextScheduledAt' | 'onChange'>>;

export interface ContentVersionClockOptions {
  /** How often the content version is read from the database, at most (ms). */
  checkIntervalMs?: number;
  now?: () => number;
}

/**
 * The version of the public content (products, blog, jobs, case studies) as this process
 * knows it: a key (`"<database version>.<local changes>"`) that changes whenever what a
 * public answer shows may have changed. The API's response cache and the host site's page
 * cache both key their entries by it (one clock per process, `startServer` makes it).
 */
export interface ContentVersionClock {
  /** The current key: synchronous while the last read is fresh, else after one read. */
  current(): Promise<string> | string;
  /** The key as last read, without reading (undefined before the first read). */
  known(): string | undefined;
  /** Calls `listener` whenever the key moves on (answers built before are stale); answers the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/**
 * Reads `content_versions` at most once per `checkIntervalMs` (1 s): any seed or content
 * write, by any process, changes the key within that time. A write of this process moves it
 * at once (`contentVersions.notify()`), and so does the moment the next scheduled item
 * becomes public (`contentVersions.nextScheduledAt()`, read with the version).
 */
export function contentVersionClock(
  contentVersions: ContentVersionSource,
  { checkIntervalMs = 1000, now = Date.now }: ContentVersionClockOptions = {},
): ContentVersionClock {
  const listeners = new Set<() => void>();
  /** The database's content version, and a local count of changes it does not show (see below). */
  let version: number | undefined;
  let local = 0;
  /** When scheduled content next becomes public (epoch ms), or null. */
  let nextChangeAt: number | null = null;
  let checkedAt = 0;
  let reading: Promise<string> | undefined;
  const key = () => `${version}.${local}`;
  const changed = () => {
    for (const listener of listeners) listener();
  };

  // A write of this process (the back office) moves the key at once, without waiting for the
  // next poll; reading is forced too, so the new database version is picked up.
  contentVersions.onChange?.(() => {
    local += 1;
    checkedAt = 0;
    changed();
  });

  return {
    current() {
      const at = now();
      // The moment scheduled content becomes public counts as a change too, however fresh the last read.
      if (nextChangeAt !== null && at >= nextChangeAt) {
        nextChangeAt = null;
        local += 1;
        checkedAt = 0;
        changed();
      }
      if (version !== undefined && at - checkedAt < checkIntervalMs) return key();
      reading ??= Promise.all([contentVersions.get(), contentVersions.nextScheduledAt?.(new Date(at)) ?? null])
        .then(([latest, scheduled]) => {
          const moved = version !== undefined && latest !== version;
          version = latest;
          nextChangeAt = scheduled;
          checkedAt = now();
          if (moved) changed();
          return key();
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },
    known: () => (version === undefined ? undefined : key()),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
