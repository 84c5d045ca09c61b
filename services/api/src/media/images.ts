import { imageSize } from 'image-size';
import { MEDIA_MESSAGES, type MediaType } from '@joognoo/schemas/admin';
import { HttpError } from '../errors.ts';
import { isUtf8Text, sniffType } from './sniff.ts';
import { parseSvg, sanitizeSvg } from './svg.ts';

/** An accepted image: its type (by content), the bytes to store and its intrinsic size. */
export interface InspectedImage {
  contentType: MediaType;
  /** The storage key's extension. */
  extension: 'png' | 'jpg' | 'webp' | 'svg';
  /** What is stored: the upload itself, or for SVG the sanitised document. */
  bytes: Buffer;
  width: number;
  height: number;
}

const RASTER: Partial<Record<string, { contentType: MediaType; extension: InspectedImage['extension']; sizeType: string }>> = {
  'image/png': { contentType: 'image/png', extension: 'png', sizeType: 'png' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg', sizeType: 'jpg' },
  'image/webp': { contentType: 'image/webp', extension: 'webp', sizeType: 'webp' },
};

/** The type of an image by content (`image/svg+xml` by parsing), or undefined for anything else. */
export function imageTypeOf(bytes: Buffer): MediaType | undefined {
  const sniffed = sniffType(bytes);
  if (sniffed) return RASTER[sniffed]?.contentType;
  return isUtf8Text(bytes) && parseSvg(bytes.toString('utf8')) ? 'image/svg+xml' : undefined;
}

/**
 * Decides what an uploaded file is by its bytes (never its name or declared type) and reads
 * its size from the image: PNG, JPEG and WebP by their signature and headers (image-size;
 * a JPEG rotated by its EXIF orientation reports its displayed size), SVG by parsing (the
 * root's width/height/viewBox), then sanitised. 415 for any other content, 422 when no
 * size can be read.
 */
export function inspectImage(upload: Buffer): InspectedImage {
  const type = imageTypeOf(upload);
  if (!type) throw new HttpError(415, MEDIA_MESSAGES.unsupportedType);
  if (type === 'image/svg+xml') {
    const clean = sanitizeSvg(upload.toString('utf8'));
    const info = parseSvg(clean);
    if (!info?.width || !info.height) throw new HttpError(422, MEDIA_MESSAGES.noSize);
    return { contentType: type, extension: 'svg', bytes: Buffer.from(clean, 'utf8'), width: info.width, height: info.height };
  }
  const raster = RASTER[type]!;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(upload);
  } catch {
    throw new HttpError(422, MEDIA_MESSAGES.noSize);
  }
  // The signature said one format, the headers must say the same.
  if (size.type !== raster.sizeType && !(raster.sizeType === 'jpg' && size.type === 'jpeg')) throw new HttpError(415, MEDIA_MESSAGES.unsupportedType);
  let { width, height } = size;
  if (!width || !height) throw new HttpError(422, MEDIA_MESSAGES.noSize);
  if (size.orientation !== undefined && size.orientation >= 5) [width, height] = [height, width];
  return { contentType: type, extension: raster.extension, bytes: upload, width, height };
}
