/**
 * Small CVs made in the test (issue 18): PDFs written as text, DOCX files zipped with fflate,
 * and the things a CV must not be. Also a multipart/form-data body builder, for requests a
 * FormData cannot make (no Content-Length, chunked).
 */
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, zlibSync } from 'fflate';

/** A minimal one-page PDF; `extraObjects` are added before the trailer, `padTo` pads with a comment. */
export function pdfBytes({ extraObjects = '', catalogExtra = '', padTo = 0 }: { extraObjects?: string; catalogExtra?: string; padTo?: number } = {}): Buffer {
  const text = [
    '%PDF-1.7',
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra}>> endobj`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    extraObjects,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const bytes = Buffer.from(text, 'latin1');
  if (bytes.length >= padTo) return bytes;
  return Buffer.concat([bytes, Buffer.from(`%${'x'.repeat(padTo - bytes.length - 2)}\n`, 'latin1')]);
}

/** A PDF whose open action runs JavaScript. */
export const pdfWithJavaScript = () =>
  pdfBytes({ catalogExtra: '/OpenAction 4 0 R ', extraObjects: '4 0 obj << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >> endobj' });

/** The same action, its names hex-escaped (`/J#61vaScript`), which readers decode. */
export const pdfWithEscapedJavaScript = () =>
  pdfBytes({ catalogExtra: '/OpenAction 4 0 R ', extraObjects: '4 0 obj << /Type /Action /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> endobj' });

/** The action hidden in a compressed object stream (PDF 1.5), invisible in the file's bytes. */
export function pdfWithJavaScriptInObjectStream(): Buffer {
  const object = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const content = Buffer.from(zlibSync(strToU8(`4 0 ${object}`)));
  const head = Buffer.from(pdfBytes({ catalogExtra: '/OpenAction 4 0 R ' }).toString('latin1').replace('trailer', `5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${content.length} >>\nstream\n`), 'latin1');
  const cut = head.indexOf('stream\n') + 'stream\n'.length;
  return Buffer.concat([head.subarray(0, cut), content, Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

/** A PDF carrying an embedded file. */
export const pdfWithEmbeddedFile = () =>
  pdfBytes({ catalogExtra: '/Names << /EmbeddedFiles 4 0 R >> ', extraObjects: '4 0 obj << /Names [(a.exe) 5 0 R] >> endobj' });

const CONTENT_TYPES = (main: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** A minimal Word document; `macro` adds a VBA project, `macroContentType` only the macro-enabled type. */
export function docxBytes({ macro = false, macroContentType = false, withoutDocument = false }: { macro?: boolean; macroContentType?: boolean; withoutDocument?: boolean } = {}): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES(macroContentType ? DOCM_MAIN : DOCX_MAIN)),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  };
  if (!withoutDocument) {
    files['word/document.xml'] = strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ann Lee, engineer</w:t></w:r></w:p></w:body></w:document>',
    );
  }
  if (macro) files['word/vbaProject.bin'] = randomBytes(64);
  return Buffer.from(zipSync(files));
}

/** A Windows executable (MZ header), to be sent under a .pdf name. */
export const executableBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(2000)]);

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its Content-Type. */
export function multipartBody(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----joognoo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
