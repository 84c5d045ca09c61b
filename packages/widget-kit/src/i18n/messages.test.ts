import type { Messages } from '@lingui/core';
import { createTranslator, type Catalog } from '@joognoo/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareMessages, readOverrides, readyMessages } from './messages';

/** A widget catalog whose Arabic loader the test controls (counts calls, fails on demand). */
function widgetCatalog(english: Messages, arabic: Messages) {
  let failNext = false;
  const ar = vi.fn(async () => {
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    return arabic;
  });
  const catalog: Catalog = { en: english, load: { ar, ms: async () => ({}), zh: async () => ({}), hi: async () => ({}) } };
  return { catalog, ar, failOnce: () => (failNext = true) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a widget\'s messages', () => {
  it('are ready in English at once, the widget\'s own over the shared catalogs, and the same object each time', () => {
    const { catalog } = widgetCatalog({ 'test.title': ['Hello'], 'kit.honeypot': ['Mine'] }, {});
    const messages = readyMessages(catalog, 'en', readOverrides(undefined, catalog, 'test'));
    expect(messages?.['test.title']).toEqual(['Hello']);
    expect(messages?.['kit.honeypot']).toEqual(['Mine']);
    expect(messages?.['ui.toast.close']).toEqual(['Close notification']);
    expect(readyMessages(catalog, 'en', readOverrides('', catalog, 'test'))).toBe(messages);
  });

  it('fetch another language once for every widget that asks, with English under it', async () => {
    const { catalog, ar } = widgetCatalog({ 'test.title': ['Hello'], 'test.only': ['English only'] }, { 'test.title': ['مرحبا'] });
    expect(readyMessages(catalog, 'ar', readOverrides(undefined, catalog, 'test'))).toBeUndefined();
    await Promise.all([prepareMessages(catalog, 'ar'), prepareMessages(catalog, 'ar')]);
    const messages = readyMessages(catalog, 'ar', readOverrides(undefined, catalog, 'test'));
    expect(messages?.['test.title']).toEqual(['مرحبا']);
    expect(messages?.['test.only']).toEqual(['English only']);
    const { messages: kitArabic } = await import('../locales/ar/messages');
    expect(messages?.['kit.honeypot']).toEqual(kitArabic['kit.honeypot']);
    expect(ar).toHaveBeenCalledTimes(1);
  });

  it("carry the schemas' validation and outcome texts only for a widget with forms", async () => {
    const { catalog } = widgetCatalog({ 'test.title': ['Hello'] }, { 'test.title': ['مرحبا'] });
    const withForms: Catalog = { ...widgetCatalog({ 'form.title': ['Hello'] }, { 'form.title': ['مرحبا'] }).catalog, forms: true };
    expect(readyMessages(withForms, 'en', readOverrides(undefined, withForms, 'test'))?.['validation.email.invalid']).toBeDefined();
    expect(readyMessages(catalog, 'en', readOverrides(undefined, catalog, 'test'))?.['validation.email.invalid']).toBeUndefined();
    // An id of the schemas' is unknown to a widget without forms: replacing it warns.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readOverrides({ 'validation.email.invalid': 'x' }, catalog, 'test')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    await prepareMessages(withForms, 'ar');
    expect(readyMessages(withForms, 'ar', readOverrides(undefined, withForms, 'test'))?.['validation.email.invalid']).not.toEqual(
      readyMessages(withForms, 'en', readOverrides(undefined, withForms, 'test'))?.['validation.email.invalid'],
    );
  });

  it('fetch a language again after a failed fetch (offline, a deploy in between)', async () => {
    const { catalog, ar, failOnce } = widgetCatalog({ 'test.title': ['Hello'] }, { 'test.title': ['مرحبا'] });
    failOnce();
    await expect(prepareMessages(catalog, 'ar')).rejects.toThrow('offline');
    await prepareMessages(catalog, 'ar');
    expect(readyMessages(catalog, 'ar', readOverrides(undefined, catalog, 'test'))?.['test.title']).toEqual(['مرحبا']);
    expect(ar).toHaveBeenCalledTimes(2);
  });

  it('take plain replacements in Lingui\'s compiled form (never an uncompiled string) and ICU ones once compiled', async () => {
    const { catalog } = widgetCatalog({ 'test.title': ['Hello'], 'test.count': ['Count'] }, {});
    const overrides = readOverrides({ 'test.title': 'Our briefing', 'test.count': '{count, plural, one {# reader} other {# readers}}' }, catalog, 'test');
    expect(readyMessages(catalog, 'en', overrides)).toBeUndefined();
    await prepareMessages(catalog, 'en', overrides);
    const messages = readyMessages(catalog, 'en', overrides)!;
    expect(messages['test.title']).toEqual(['Our briefing']);
    const { t } = createTranslator('en', 'en', messages);
    expect(t('test.title')).toBe('Our briefing');
    expect(t('test.count', { count: 2 })).toBe('2 readers');
    const empty = readyMessages(catalog, 'en', readOverrides({ 'test.title': '' }, catalog, 'test'))!;
    expect(createTranslator('en', 'en', empty).t('test.title')).toBe('');
  });

  it('leave out unknown ids, texts that are not text and JSON that is not an object, with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { catalog } = widgetCatalog({ 'test.title': ['Hello'] }, {});
    const json = JSON.stringify({ 'test.title': 'Hi', 'test.nope': 'x', 'kit.honeypot': 3 });
    expect(readOverrides(json, catalog, 'test-a')).toEqual({ 'test.title': 'Hi' });
    expect(readOverrides(json, catalog, 'test-a')).toBe(readOverrides(json, catalog, 'test-a'));
    expect(readOverrides('{not json', catalog, 'test-a')).toEqual({});
    expect(readOverrides('["a"]', catalog, 'test-a')).toEqual({});
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[test-a] Unknown message id "test.nope" in messages: it is ignored (the README lists the ids).',
      '[test-a] The message "kit.honeypot" in messages is not text: it is ignored.',
      '[test-a] The messages attribute is not a JSON object ({"message.id": "text"}); it is ignored.',
    ]);
  });
});
