/**
 * valibot-lite stands in for valibot in the embed build: this file's vitest run resolves
 * `valibot` to it (vitest.config.ts), so the whole form-schema suite of @joognoo/schemas
 * (every message and boundary) runs on the lite functions here, plus a few parity checks.
 */
import { describe, expect, it } from 'vitest';
// @ts-ignore `valibot` resolves to valibot-lite in this vitest project (widget-kit has no valibot dependency)
import * as v from 'valibot';
import * as lite from './valibot-lite';
import '../../../schemas/src/forms.test.ts';

describe('valibot-lite', () => {
  it('is what `valibot` resolves to in the widget-kit tests (as in the embed build)', () => {
    expect(v.safeParse).toBe(lite.safeParse);
  });

  it('gives valibot default messages, issue paths and the object output without unknown keys', () => {
    const schema = lite.object({
      name: lite.pipe(lite.string(), lite.trim(), lite.minLength(2)),
      tag: lite.optional(lite.picklist(['a', 'b']), 'a'),
      ok: lite.literal(true),
    });
    expect(lite.safeParse(schema, { name: '  Ada ', extra: 1, ok: true })).toMatchObject({
      success: true,
      output: { name: 'Ada', tag: 'a', ok: true },
    });
    const failed = lite.safeParse(schema, { name: ' x ', tag: 'c' });
    expect(failed.success).toBe(false);
    expect(failed.issues!.map((issue) => [lite.getDotPath(issue), issue.message])).toEqual([
      ['name', 'Invalid length: Expected >=2 but received 1'],
      ['tag', 'Invalid type: Expected "a" | "b" but received "c"'],
      ['ok', 'Invalid key: Expected "ok" but received undefined'],
    ]);
    expect(lite.safeParse(schema, null).issues![0]!.message).toBe('Invalid type: Expected Object but received null');
  });
});
