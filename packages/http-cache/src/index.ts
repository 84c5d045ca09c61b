export {
  GZIP_MIN_BYTES,
  acceptsGzip,
  cachedBody,
  ifNoneMatchMatches,
  preferredCoding,
  sendCachedBody,
  type BodyKind,
  type CachedBody,
  type Coding,
} from './cached-body.ts';
export { singleFlight, type SingleFlight } from './single-flight.ts';
export { BodyLru } from './body-lru.ts';
export { COMPRESSIBLE, compression, type CompressionOptions } from './compression.ts';
