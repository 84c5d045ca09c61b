import type { CachedBody } from './cached-body.ts';

/**
 * Cached bodies kept by key, least recently used first (a Map keeps insertion order),
 * bounded in count and in bytes of their identity copies (the compressed ones are a fraction
 * of it): the page cache's pages and the host's text files (FileBodies of services/server).
 */
export class BodyLru<E extends CachedBody> {
  private readonly entries = new Map<string, E>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): E | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: E): void {
    this.delete(key);
    if (entry.identity.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.identity.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.delete(this.entries.keys().next().value!);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.identity.body.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
