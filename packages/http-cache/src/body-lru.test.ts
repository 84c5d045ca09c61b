import type { CachedBody } from './cached-body.ts';
import { describe, expect, it } from 'vitest';
import { BodyLru } from './body-lru.ts';

describe('BodyLru', () => {
  const entry = (bytes: number): CachedBody => ({ kind: { contentType: 'text/html', cacheControl: 'no-cache' }, identity: { body: Buffer.alloc(bytes), etag: '"e"', headers: {}, notModifiedHeaders: {} } });

  it('drops the least recently used page past its count or its bytes', () => {
    const lru = new BodyLru(2, 1000);
    lru.set('/a', entry(100));
    lru.set('/b', entry(100));
    lru.get('/a'); // used: /b is now the oldest
    lru.set('/c', entry(100));
    expect([lru.get('/a'), lru.get('/b'), lru.get('/c')].map(Boolean)).toEqual([true, false, true]);
    lru.set('/d', entry(900)); // 1,100 bytes: the oldest (/a, then /c was used) goes
    expect([lru.get('/a'), lru.get('/c'), lru.get('/d')].map(Boolean)).toEqual([false, true, true]);
    expect(lru.size).toBe(2);
    expect(lru.totalBytes).toBe(1000);
    lru.set('/huge', entry(2000)); // never kept
    expect(lru.get('/huge')).toBeUndefined();
    expect(lru.totalBytes).toBe(1000);
  });
});
