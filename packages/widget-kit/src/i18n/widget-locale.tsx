import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { formattingLocale, resolveLocale, textDirection, type FieldErrors, type OutcomeText, type FailureText } from '@joognoo/schemas';
import { WidgetLanguageProvider, createTranslator, useWidgetLanguage, type Catalog, type MessageValues, type WidgetLanguage } from '@joognoo/ui';
import { prepareMessages, readOverrides, readyMessages, type MessageOverrides } from './messages';

/** The language props every widget component takes (and every element's attributes). */
export interface WidgetLocaleProps {
  /**
   * BCP 47 tag of the language to speak (`ar`, `ar-AE`, `zh-CN`, `ms-MY`); a tag of a
   * language that is not shipped falls back to English. The element's default is the
   * page's `<html lang>`; the React component's is English.
   */
  locale?: string;
  /** Replacements of any text, by message id (ICU MessageFormat allowed); JSON for the attribute. */
  messages?: string | MessageOverrides;
}

export interface WidgetLocaleOptions extends WidgetLocaleProps {
  /** The widget's own catalog. */
  catalog: Catalog;
  /** Its package name, for console warnings (`@joognoo/newsletter`). */
  widget: string;
  children: ReactNode;
}

/**
 * Speaks `locale` to everything below: texts from the widget's catalogs with the
 * embedder's replacements, dates and numbers by the locale, its direction. Until a
 * non-English catalog has arrived it renders nothing (the element's reserved space holds
 * the place), so English never flashes; `preloadWidgetLanguage` fetches it ahead, for a
 * server render or a page that knows its language early.
 */
export function WidgetLocale({ catalog, widget, locale, messages, children }: WidgetLocaleOptions) {
  const shipped = resolveLocale(locale);
  const formatLocale = formattingLocale(locale, shipped);
  const overrides = useMemo(() => readOverrides(messages, catalog, widget), [messages, catalog, widget]);
  const [arrivals, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = useMemo(
    () => readyMessages(catalog, shipped, overrides),
    // `arrivals`: read again once a fetch has finished.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [catalog, shipped, overrides, arrivals],
  );

  useEffect(() => {
    if (ready) return;
    let current = true;
    prepareMessages(catalog, shipped, overrides).then(
      () => current && arrived(),
      (error: unknown) => console.error(`[${widget}] The "${shipped}" texts could not be loaded.`, error),
    );
    return () => {
      current = false;
    };
  }, [ready, catalog, shipped, overrides, widget]);

  const language = useMemo<WidgetLanguage | undefined>(
    () => (ready ? { locale: shipped, formatLocale, dir: textDirection(shipped), ...createTranslator(shipped, formatLocale, ready) } : undefined),
    [ready, shipped, formatLocale],
  );
  if (!language) return null;
  return <WidgetLanguageProvider value={language}>{children}</WidgetLanguageProvider>;
}

/**
 * Fetches a widget's texts in the language `locale` reaches (and the ICU compiler when a
 * replacement needs it), so the first render speaks it. A server render in another
 * language than English awaits this before rendering.
 */
export function preloadWidgetLanguage(catalog: Catalog, locale: string | undefined, messages?: string | MessageOverrides, widget = 'widget'): Promise<void> {
  return prepareMessages(catalog, resolveLocale(locale), readOverrides(messages, catalog, widget));
}

/** A widget's typed translator: `t('newsletter.title')`, ids checked against its English catalog. */
export function useMessages<Id extends string>(): WidgetLanguage & { t: (id: Id, values?: MessageValues) => string } {
  return useWidgetLanguage();
}

/** Per-field validation codes, as `validate` and a 400 give them beside the English messages. */
export type FieldCodes = Record<string, { code: string; values?: Record<string, string | number> }>;

/**
 * Field messages in the widget's language: a field whose code has a message
 * (`validation.<code>`) reads it, with its values; otherwise the English message given.
 */
export function localizeFieldErrors(language: WidgetLanguage, errors: FieldErrors, codes: FieldCodes | undefined): FieldErrors {
  if (!codes) return errors;
  const localized: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const coded = codes[field];
    const id = coded && `validation.${coded.code}`;
    localized[field] = id && language.has(id) ? language.t(id, coded.values) : message;
  }
  return localized;
}

/** Ids of a form's outcome texts: `outcome.<form>.success.title`, ... (the schemas' catalog). */
export function useOutcomes(form: string, english: { success: OutcomeText; failure: FailureText }): { success: OutcomeText; failure: FailureText } {
  const language = useWidgetLanguage();
  return useMemo(() => {
    const text = (id: string, fallback: string) => (language.has(id) ? language.t(id) : fallback);
    return {
      success: {
        title: text(`outcome.${form}.success.title`, english.success.title),
        description: text(`outcome.${form}.success.description`, english.success.description),
      },
      failure: {
        title: text(`outcome.${form}.failure.title`, english.failure.title),
        fallback: text(`outcome.${form}.failure.fallback`, english.failure.fallback),
      },
    };
  }, [language, form, english]);
}
