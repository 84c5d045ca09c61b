import { Marked } from 'marked';
import { MEDIA_PATH, type ImageSize } from './media/store.ts';
import { sanitizeContentHtml } from './sanitize.ts';

/** One parser for the back office's Markdown: GitHub-flavoured, line breaks as written paragraphs. */
const parser = new Marked({ gfm: true, breaks: false, async: false });

/** The `src` of every `<img>` in sanitised HTML (the sanitiser writes `src="…"`). */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"[^>]*>/g)) sources.push(decode(match[1]!));
  return sources;
}

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Markdown (or the HTML written before Markdown, which Markdown passes through) to the HTML
 * the public pages show: rendered by marked, then the content sanitiser (a `<script>` or
 * `javascript:` link never survives), then width and height on every uploaded image
 * (/media/…) from `sizeOf`, so pages do not shift while images load.
 */
export async function renderMarkdown(source: string, sizesOf: (urls: readonly string[]) => Promise<Map<string, ImageSize>>): Promise<string> {
  const html = sanitizeContentHtml(parser.parse(source) as string);
  const media = imageSources(html).filter((src) => src.includes(MEDIA_PATH));
  if (media.length === 0) return html;
  const sizes = await sizesOf(media);
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    const size = src === undefined ? undefined : sizes.get(decode(src));
    if (!size) return tag;
    const bare = tag.replace(/\s(?:width|height)="[^"]*"/g, '');
    return bare.replace(/^<img\b/, `<img width="${size.width}" height="${size.height}"`);
  });
}

/** "N min read" for a text: 200 words a minute, at least 1. */
export function readTimeOf(text: string): number {
  const words = text.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
