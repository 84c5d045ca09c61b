/**
 * What an applicant's CV is, judged by its bytes: a PDF (`%PDF-`, checked by `cv-pdf.ts`) or
 * a DOCX (a ZIP with `[Content_Types].xml` and `word/document.xml`, checked by `cv-docx.ts`).
 * Active content (scripts, launch actions, embedded files, macros, ActiveX, OLE objects,
 * remote templates, DDE fields) is refused. Anything else (a renamed executable, an image, a
 * ZIP that is not a Word document, a damaged file, or one that needs more than the check's
 * caps of bytes or time to read, `cv-limits.ts`) is not a CV.
 *
 * `inspectCv` is the check itself, synchronous; the API runs it off the event loop in a worker
 * thread with a time budget (`checkCv` in `cv-check.ts`).
 */
import { APPLICATION_MESSAGES, type ApplicationCvKind } from '@joognoo/schemas';
import { sniffType } from '../media/sniff.ts';
import { checkDocx, DocxActiveContent } from './cv-docx.ts';
import { CvBudget, CvLimitError } from './cv-limits.ts';
import { checkPdf, PdfActiveContent } from './cv-pdf.ts';

/** A refusal may say why, for the log (`reason`); only `message` reaches the applicant. */
export type CvVerdict = { ok: true; kind: ApplicationCvKind } | { ok: false; message: string; reason?: string };

const NOT_A_CV = { ok: false, message: APPLICATION_MESSAGES.cvType } as const;
const ACTIVE = { ok: false, message: APPLICATION_MESSAGES.cvActiveContent } as const;

/** A file the check could not read to the end (damaged, over a cap or the time budget): not a CV. */
export function unreadableCv(reason: string): CvVerdict {
  return { ...NOT_A_CV, reason };
}

/** The verdict on a CV's bytes; `filename` (the client's, untrusted) only adds the .docm refusal. */
export function inspectCv(bytes: Buffer, filename = '', budget = new CvBudget()): CvVerdict {
  if (bytes.length === 0) return { ok: false, message: APPLICATION_MESSAGES.cvEmpty };
  const type = sniffType(bytes.subarray(0, 16));
  if (type !== 'application/pdf' && type !== 'application/zip') return NOT_A_CV;
  try {
    if (type === 'application/pdf') checkPdf(bytes, budget);
    else checkDocx(bytes, filename, budget);
    return { ok: true, kind: type === 'application/pdf' ? 'pdf' : 'docx' };
  } catch (error) {
    if (error instanceof PdfActiveContent || error instanceof DocxActiveContent) return ACTIVE;
    if (error instanceof CvLimitError) return unreadableCv(`limit: ${error.limit}`);
    return unreadableCv(error instanceof Error ? `${error.name}: ${error.message}` : 'unreadable');
  }
}
