/**
 * Lingui's ICU compiler, fetched as a chunk of its own only when an embedder's replacement
 * text uses ICU syntax (the catalogs are compiled at build time and never need it).
 */
export { compileMessage } from '@lingui/message-utils/compileMessage';
