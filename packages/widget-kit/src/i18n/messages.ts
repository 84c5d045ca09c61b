/**
 * The messages a widget shows in one language: its own catalog over the shared ones (the
 * schemas' validation and outcome texts, ui's, widget-kit's), English under every other
 * language (a message a catalog lacks reads in English, never as its id), and the
 * embedder's replacements (`messages`) on top. Non-English catalogs are fetched once per
 * page and kept; the ICU compiler is fetched only for a replacement that needs it.
 */
import type { Messages } from '@lingui/core';
import type { ShippedLocale } from '@joognoo/schemas';
import { UI_CATALOG, type Catalog } from '@joognoo/ui';
import { SCHEMAS_CATALOG } from '@joognoo/schemas/catalog';
import { messages as kitEnglish } from '../locales/en/messages';

/** widget-kit's own texts (the not-enabled notice, the honeypot's label). */
export const KIT_CATALOG: Catalog = {
  en: kitEnglish,
  load: {
    ar: () => import('../locales/ar/messages').then((module) => module.messages),
    ms: () => import('../locales/ms/messages').then((module) => module.messages),
    zh: () => import('../locales/zh/messages').then((module) => module.messages),
    hi: () => import('../locales/hi/messages').then((module) => module.messages),
  },
};

/** What an embedder replaces: message id -> text (ICU MessageFormat allowed). */
export type MessageOverrides = Readonly<Record<string, string>>;

/** The catalogs a widget's messages come from, the widget's own last (it wins); the schemas' only for a widget with forms. */
function layersOf(widget: Catalog): readonly Catalog[] {
  return widget.forms ? [SCHEMAS_CATALOG, UI_CATALOG, KIT_CATALOG, widget] : [UI_CATALOG, KIT_CATALOG, widget];
}

/** One catalog's loader of one language: it names that catalog in that language. */
type Loader = Catalog['load'][Exclude<ShippedLocale, 'en'>];

/** The fetched catalogs, read synchronously once there; the fetches under way (one per catalog and language). */
const loaded = new Map<Loader, Messages>();
const pending = new Map<Loader, Promise<Messages>>();

function loadCatalog(load: Loader): Promise<Messages> {
  let promise = pending.get(load);
  if (!promise) {
    promise = load().then(
      (messages) => {
        loaded.set(load, messages);
        return messages;
      },
      (error: unknown) => {
        // A failed fetch (offline, a deploy in between) may be retried by the next widget.
        pending.delete(load);
        throw error;
      },
    );
    pending.set(load, promise);
  }
  return promise;
}

/** Every id a widget knows: those of its English catalogs. */
export function knownIds(widget: Catalog): Set<string> {
  return new Set(layersOf(widget).flatMap((layer) => Object.keys(layer.en)));
}

const warned = new Set<string>();

/** One console warning per widget and text, however often the widget renders. */
function warnOnce(widget: string, text: string): void {
  const key = `${widget}\n${text}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[${widget}] ${text}`);
}

const parsedOverrides = new Map<string, MessageOverrides>();
const NO_OVERRIDES: MessageOverrides = Object.freeze({});

/**
 * The `messages` attribute (a JSON object) or prop, as id -> text. Unknown ids and values
 * that are not text are left out with one warning each; so is JSON that does not parse.
 */
export function readOverrides(value: string | MessageOverrides | undefined, widget: Catalog, widgetName: string): MessageOverrides {
  if (value === undefined || value === '') return NO_OVERRIDES;
  const cacheKey = typeof value === 'string' ? `${widgetName}\n${value}` : undefined;
  const hit = cacheKey ? parsedOverrides.get(cacheKey) : undefined;
  if (hit) return hit;
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      raw = undefined; // warned below, as for JSON that is not an object
    }
  }
  const overrides: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const known = knownIds(widget);
    for (const [id, text] of Object.entries(raw)) {
      if (!known.has(id)) warnOnce(widgetName, `Unknown message id "${id}" in messages: it is ignored (the README lists the ids).`);
      else if (typeof text !== 'string') warnOnce(widgetName, `The message "${id}" in messages is not text: it is ignored.`);
      else overrides[id] = text;
    }
  } else {
    warnOnce(widgetName, 'The messages attribute is not a JSON object ({"message.id": "text"}); it is ignored.');
  }
  const result = Object.freeze(overrides);
  if (cacheKey) parsedOverrides.set(cacheKey, result);
  return result;
}

/** A text with ICU syntax (an argument, a plural, an escaped quote) must be compiled. */
const needsCompiler = (text: string) => /[{}]|''/.test(text);

type Compile = (text: string) => Messages[string];
let compiler: Compile | undefined;
let compilerPromise: Promise<Compile> | undefined;

function loadCompiler(): Promise<Compile> {
  compilerPromise ??= import('./compile-message').then((module) => (compiler = module.compileMessage));
  return compilerPromise;
}

/** The messages made so far, by replacements, then by the widget's catalog in the language (its English or its loader). */
const merged = new WeakMap<MessageOverrides, Map<Messages | Loader, Messages>>();

/**
 * The messages of `widget` in `locale` with `overrides`, when everything they need has been
 * fetched (always for English without ICU replacements), else undefined: call
 * `prepareMessages` and ask again.
 */
export function readyMessages(widget: Catalog, locale: ShippedLocale, overrides: MessageOverrides): Messages | undefined {
  const key = locale === 'en' ? widget.en : widget.load[locale];
  let made = merged.get(overrides);
  const hit = made?.get(key);
  if (hit) return hit;
  const layers = layersOf(widget);
  const languages = layers.map((layer) => (locale === 'en' ? layer.en : loaded.get(layer.load[locale])));
  const replacements = Object.entries(overrides);
  if (languages.includes(undefined) || (!compiler && replacements.some(([, text]) => needsCompiler(text)))) return undefined;
  const messages: Messages = Object.assign({}, ...layers.map((layer) => layer.en), ...languages);
  // Every replacement in Lingui's compiled form (plain text too, as `[text]`: a bare string is
  // an uncompiled message to Lingui, which then warns on every call in production).
  for (const [id, text] of replacements) messages[id] = needsCompiler(text) ? compiler!(text) : [text];
  if (!made) merged.set(overrides, (made = new Map()));
  made.set(key, messages);
  return messages;
}

/** Fetches what `readyMessages` lacks for this language and these replacements. */
export async function prepareMessages(widget: Catalog, locale: ShippedLocale, overrides: MessageOverrides = NO_OVERRIDES): Promise<void> {
  const jobs: Promise<unknown>[] = [];
  if (locale !== 'en') for (const layer of layersOf(widget)) jobs.push(loadCatalog(layer.load[locale]));
  if (Object.values(overrides).some(needsCompiler)) jobs.push(loadCompiler());
  await Promise.all(jobs);
}
