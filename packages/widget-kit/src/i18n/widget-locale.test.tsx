import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWidgetLanguage, type Catalog } from '@joognoo/ui';
import { WidgetLocale, localizeFieldErrors, preloadWidgetLanguage } from './widget-locale';
import { readOverrides } from './messages';

/** A widget's catalog: Arabic arrives after a tick, Malay never arrives (a failed fetch). */
const CATALOG: Catalog = {
  en: { 'test.title': 'Read more', 'test.minutes': [['count', 'plural', { one: ['#', ' min read'], other: ['#', ' min read'] }]] },
  load: {
    ar: async () => ({ 'test.title': 'اقرأ المزيد' }),
    ms: () => Promise.reject(new Error('offline')),
    zh: async () => ({ 'test.title': '阅读更多', 'test.minutes': [['count', 'plural', { other: ['阅读约 ', '#', ' 分钟'] }]] }),
    hi: async () => ({}),
  },
};

function Probe({ count = 3 }: { count?: number }) {
  const { t, locale, dir, formatLocale } = useWidgetLanguage();
  return (
    <p data-testid="probe" lang={locale} dir={dir} data-format={formatLocale}>
      {t('test.title')} · {t('test.minutes', { count })}
    </p>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('WidgetLocale', () => {
  it('speaks English at once, from the inline catalog', () => {
    render(
      <WidgetLocale catalog={CATALOG} widget="@joognoo/test">
        <Probe />
      </WidgetLocale>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('Read more · 3 min read');
    expect(screen.getByTestId('probe').getAttribute('dir')).toBe('ltr');
  });

  it('renders nothing until another language has arrived, then speaks it, right to left for Arabic', async () => {
    const { container } = render(
      <WidgetLocale catalog={CATALOG} widget="@joognoo/test" locale="ar-SA-u-nu-latn">
        <Probe />
      </WidgetLocale>,
    );
    expect(container.textContent).toBe('');
    const probe = await screen.findByTestId('probe');
    // A message the Arabic catalog lacks reads in English, never as its id.
    expect(probe.textContent).toBe('اقرأ المزيد · 3 min read');
    expect(probe.getAttribute('lang')).toBe('ar');
    expect(probe.getAttribute('dir')).toBe('rtl');
    expect(probe.getAttribute('data-format')).toBe('ar-SA-u-nu-latn');
  });

  it('after a preload, the first render already speaks the language', async () => {
    await preloadWidgetLanguage(CATALOG, 'zh-CN');
    render(
      <WidgetLocale catalog={CATALOG} widget="@joognoo/test" locale="zh-CN">
        <Probe count={5} />
      </WidgetLocale>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('阅读更多 · 阅读约 5 分钟');
  });

  it('says so in the console when a language cannot be fetched, and shows nothing half-translated', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <WidgetLocale catalog={CATALOG} widget="@joognoo/test" locale="ms">
        <Probe />
      </WidgetLocale>,
    );
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[@joognoo/test] The "ms" texts could not be loaded.', expect.any(Error)));
    expect(container.textContent).toBe('');
  });

  it('takes replacements by id, compiling ICU ones on demand, and warns once per unknown id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = { 'test.minutes': '{count, plural, one {One minute} other {# minutes}}', 'test.title': 'Continue', 'test.unknown': 'x' };
    render(
      <WidgetLocale catalog={CATALOG} widget="@joognoo/test" messages={messages}>
        <Probe count={1} />
      </WidgetLocale>,
    );
    expect((await screen.findByTestId('probe')).textContent).toBe('Continue · One minute');
    readOverrides(messages, CATALOG, '@joognoo/test');
    expect(warn.mock.calls.filter(([line]) => String(line).includes('"test.unknown"'))).toHaveLength(1);
  });

  it('ignores a messages attribute that is not a JSON object, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readOverrides('{not json', CATALOG, '@joognoo/test-bad-json')).toEqual({});
    expect(readOverrides('["a"]', CATALOG, '@joognoo/test-array')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('localizeFieldErrors', () => {
  it('gives a coded message in the language, with its values, and keeps the English one otherwise', () => {
    const language = {
      locale: 'ar' as const,
      formatLocale: 'ar',
      dir: 'rtl' as const,
      has: (id: string) => id === 'validation.text.tooLong',
      t: (id: string, values?: Record<string, unknown>) => `${id}:${String(values?.max)}`,
    };
    expect(
      localizeFieldErrors(
        language,
        { message: 'Must be at most 5000 characters.', email: 'Please enter a valid email address' },
        { message: { code: 'text.tooLong', values: { max: 5000 } }, email: { code: 'email.unknownToCatalog' } },
      ),
    ).toEqual({ message: 'validation.text.tooLong:5000', email: 'Please enter a valid email address' });
  });
});
