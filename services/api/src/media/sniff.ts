/**
 * What a file is, by its first bytes (its "magic number"), never by its name or the type the
 * client declared. Shared by every upload: the back office's images and the CVs of job
 * applications (PDF, and DOCX inside a ZIP container).
 *
 * Text formats have no magic number: SVG is recognised by parsing (media/svg.ts).
 */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'application/pdf' | 'application/zip';

interface Signature {
  type: SniffedType;
  /** Bytes at `offset` (null: any byte). */
  bytes: readonly (number | null)[];
  offset?: number;
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // RIFF <size:4> WEBP
  { type: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { type: 'image/gif', bytes: ascii('GIF8') },
  { type: 'application/pdf', bytes: ascii('%PDF-') },
  // A local file header: ZIP, and so DOCX/XLSX/ODT (their parts decide which).
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** The longest prefix any signature needs: read at least this much before sniffing. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((signature) => (signature.offset ?? 0) + signature.bytes.length));

/** The type whose signature `head` starts with, or `undefined` (unknown, text, or too short). */
export function sniffType(head: Uint8Array): SniffedType | undefined {
  for (const { type, bytes, offset = 0 } of SIGNATURES) {
    if (head.length < offset + bytes.length) continue;
    if (bytes.every((byte, index) => byte === null || head[offset + index] === byte)) return type;
  }
  return undefined;
}

/** Whether `bytes` is valid UTF-8 text without NUL bytes (what a text format such as SVG must be). */
export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
