import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { isStorageKey, localDiskStorage, newStorageKey } from './storage.ts';

describe('localDiskStorage', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'joognoo-storage-')), 'uploads');
    dirs.push(path.dirname(dir));
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates its folder and stores buffers and streams whole', async () => {
    const dir = folder();
    const storage = localDiskStorage(dir);
    const a = newStorageKey('png');
    const b = newStorageKey();
    await storage.put(a, Buffer.from('bytes'), { contentType: 'image/png' });
    await storage.put(b, Readable.from([Buffer.from('str'), Buffer.from('eam')]), { contentType: 'application/pdf' });
    expect(readdirSync(dir).sort()).toEqual([a, b].sort());
    const got = await storage.get(b);
    expect(got?.size).toBe(6);
    expect(await text(got!.body)).toBe('stream');
    expect(await storage.exists(a)).toBe(true);
    await storage.delete(a);
    await storage.delete(a);
    expect(await storage.exists(a)).toBe(false);
    expect(await storage.get(a)).toBeNull();
  });

  it('leaves nothing behind when a stream fails', async () => {
    const dir = folder();
    const storage = localDiskStorage(dir);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(newStorageKey('jpg'), failing, { contentType: 'image/jpeg' })).rejects.toThrow('client went away');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes only its own random keys (nothing to traverse)', async () => {
    const storage = localDiskStorage(folder());
    expect(isStorageKey(newStorageKey('webp'))).toBe(true);
    for (const key of ['../x.png', 'a/b.png', '.hidden', '..', '', 'short.png', `${'a'.repeat(22)}.png/..`, `${'a'.repeat(22)}..png`]) {
      expect([key, isStorageKey(key)]).toEqual([key, false]);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(TypeError);
    }
  });
});
