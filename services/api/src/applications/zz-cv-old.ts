/**
 * What an applicant's CV is, judged by its bytes (issue 18): a PDF (`%PDF-`) or a DOCX (a ZIP
 * whose entries include `[Content_Types].xml` and `word/document.xml`, read with fflate).
 * Active content is refused: a PDF with JavaScript, a launch action or embedded files
 * (looked for in the file and in its compressed object streams, names with `#xx` escapes
 * decoded), a DOCX with macros or ActiveX (vbaProject.bin, vbaData.xml, word/activeX/, a
 * macro-enabled content type, a .docm name). Anything else (a renamed executable, an image,
 * a ZIP that is not a Word document, a damaged file) is not a CV.
 */
import { Unzlib, unzipSync } from 'fflate';
import { APPLICATION_MESSAGES, type ApplicationCvKind } from '@joognoo/schemas';
import { sniffType } from '../media/sniff.ts';

export type CvVerdict = { ok: true; kind: ApplicationCvKind } | { ok: false; message: string };

/** The most bytes the compressed object streams of one PDF may inflate to while being checked. */
export const PDF_INFLATE_LIMIT_BYTES = 64 * 1024 * 1024;
/** The largest `[Content_Types].xml` read from a DOCX. */
const CONTENT_TYPES_LIMIT_BYTES = 1024 * 1024;

const NOT_A_CV = { ok: false, message: APPLICATION_MESSAGES.cvType } as const;
const ACTIVE = { ok: false, message: APPLICATION_MESSAGES.cvActiveContent } as const;

/** PDF names that run something or carry files: /JavaScript, /JS, /Launch, embedded files, rich media. */
const PDF_ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);
/** A PDF name: `/` and regular characters up to a delimiter or white space. */
const PDF_NAME = /\/([^\s/<>[\](){}%]*)/g;

/** Whether PDF text (latin1) names any active-content key, with `#xx` escapes decoded. */
function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(PDF_NAME)) {
    const raw = match[1]!;
    const name = raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
    if (PDF_ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

class InflateLimit extends Error {}

/** The object streams (`/Type /ObjStm`, Flate) of a PDF, inflated, up to `budget` bytes in all. */
function* objectStreams(bytes: Buffer, text: string, budget: { left: number }): Generator<string> {
  const marker = /stream\r?\n/g;
  for (let match = marker.exec(text); match !== null; match = marker.exec(text)) {
    const dictStart = text.lastIndexOf('obj', match.index);
    const dict = text.slice(Math.max(dictStart, match.index - 2000), match.index);
    if (!/\/Type\s*\/ObjStm/.test(dict) || !/\/FlateDecode/.test(dict)) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) return;
    const chunks: Uint8Array[] = [];
    const inflater = new Unzlib((chunk) => {
      budget.left -= chunk.length;
      if (budget.left < 0) throw new InflateLimit();
      chunks.push(chunk);
    });
    try {
      for (let offset = start; offset < end; offset += 4096) inflater.push(bytes.subarray(offset, Math.min(end, offset + 4096)), offset + 4096 >= end);
    } catch (error) {
      if (error instanceof InflateLimit) throw error;
      // A damaged stream: what inflated is still checked.
    }
    yield Buffer.concat(chunks).toString('latin1');
    marker.lastIndex = end;
  }
}

function inspectPdf(bytes: Buffer): CvVerdict {
  const text = bytes.toString('latin1');
  if (hasActiveName(text)) return ACTIVE;
  const budget = { left: PDF_INFLATE_LIMIT_BYTES };
  try {
    for (const inflated of objectStreams(bytes, text, budget)) if (hasActiveName(inflated)) return ACTIVE;
  } catch (error) {
    if (error instanceof InflateLimit) return NOT_A_CV;
    throw error;
  }
  return { ok: true, kind: 'pdf' };
}

const MACRO_ENTRY = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^word\/activeX\//i;

function inspectDocx(bytes: Buffer, filename: string): CvVerdict {
  const names: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        return file.name === '[Content_Types].xml' && file.originalSize <= CONTENT_TYPES_LIMIT_BYTES && (file.compression === 0 || file.compression === 8);
      },
    });
  } catch {
    return NOT_A_CV;
  }
  const contentTypes = files['[Content_Types].xml'];
  if (!contentTypes || !names.includes('word/document.xml')) return NOT_A_CV;
  const types = Buffer.from(contentTypes).toString('utf8');
  if (names.some((name) => MACRO_ENTRY.test(name)) || /macroEnabled|vbaProject/i.test(types) || /\.docm$/i.test(filename)) return ACTIVE;
  return { ok: true, kind: 'docx' };
}

/** The verdict on a CV's bytes; `filename` (the client's, untrusted) only adds the .docm refusal. */
export function inspectCv(bytes: Buffer, filename = ''): CvVerdict {
  if (bytes.length === 0) return { ok: false, message: APPLICATION_MESSAGES.cvEmpty };
  const type = sniffType(bytes.subarray(0, 16));
  if (type === 'application/pdf') return inspectPdf(bytes);
  if (type === 'application/zip') return inspectDocx(bytes, filename);
  return NOT_A_CV;
}
