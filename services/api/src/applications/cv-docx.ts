/**
 * Whether a DOCX (an Office Open XML package: a ZIP) is a Word document without active content.
 *
 * The ZIP is read by its central directory, as Word reads it (each entry's local header must
 * name the same file; encrypted, ZIP64, duplicate or out-of-range entries make it unreadable).
 * fflate's `unzipSync` inflates a whole entry whatever its header declares, so entries are
 * inflated here with fflate's streaming inflater under the check's caps: an entry stops at
 * its declared size (a larger output is a forged header: unreadable) and at the per-part and
 * per-file caps (`CvBudget`).
 *
 * Every part but the binary media is parsed as XML (htmlparser2; elements and attributes are
 * matched by local name, whatever their prefix). Active content:
 * - macros and ActiveX: `vbaProject.bin`, `vbaData.xml`, `word/activeX/`, a macro-enabled or
 *   VBA content type, a `.docm` name;
 * - OLE objects: an `oleObject` content type or relationship (embedded or linked), the
 *   `object`/`OLEObject`/`objectEmbed`/`objectLink`/`control` elements, a binary under
 *   `word/embeddings/`, any part that is an OLE compound file (D0 CF 11 E0);
 * - remote content fetched on open: an external `attachedTemplate` relationship unless it names
 *   a local file (`file:///C:/...`, as Word records the template a document was made from),
 *   an external `subDocument` or `frame`;
 * - DDE: a field whose instruction is `DDE` or `DDEAUTO` (simple fields and complex fields whose
 *   instruction is split over runs alike), or whose type is itself computed by a nested field.
 */
import { Parser } from 'htmlparser2';
import { CvBudget, CvLimitError, inflateCapped } from './cv-limits.ts';

export class DocxActiveContent extends Error {}
export class DocxUnreadable extends Error {}

/** More entries than this is not a CV (a real one has a few dozen). */
const MAX_ENTRIES = 5_000;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  dataStart: number;
}

function centralDirectory(bytes: Buffer): ZipEntry[] {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === 0x06054b50) {
      eocd = offset;
      break;
    }
  }
  if (eocd === -1) throw new DocxUnreadable('no end of central directory');
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new DocxUnreadable('zip64');
  if (count > MAX_ENTRIES) throw new CvLimitError('structure');
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) throw new DocxUnreadable('central directory');
    const flags = bytes.readUInt16LE(offset + 8);
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const local = bytes.readUInt32LE(offset + 42);
    const encoding = flags & 0x800 ? 'utf8' : 'latin1';
    const name = bytes.toString(encoding, offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    if (flags & 1) throw new DocxUnreadable('encrypted entry');
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw new DocxUnreadable('local header');
    const localNameLength = bytes.readUInt16LE(local + 26);
    if (bytes.toString(encoding, local + 30, local + 30 + localNameLength) !== name) throw new DocxUnreadable('local header names another file');
    const dataStart = local + 30 + localNameLength + bytes.readUInt16LE(local + 28);
    if (dataStart + compressedSize > bytes.length) throw new DocxUnreadable('entry past the end');
    // Part names are case-insensitive (OPC), and some writers use backslashes.
    const key = name.replace(/\\/g, '/').toLowerCase();
    if (seen.has(key)) throw new DocxUnreadable('duplicate entry');
    seen.add(key);
    entries.push({ name: name.replace(/\\/g, '/'), method, compressedSize, size, dataStart });
  }
  return entries;
}

/** An entry's bytes, inflated no further than its declared size and the caps (or its first `head` bytes). */
function entryBytes(bytes: Buffer, entry: ZipEntry, budget: CvBudget, head?: number): Uint8Array {
  const raw = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new DocxUnreadable('stored size');
    return head === undefined ? raw : raw.subarray(0, head);
  }
  if (entry.method !== 8) throw new DocxUnreadable('compression method');
  if (head === undefined && entry.size > budget.partBytes) throw new CvLimitError('part');
  return inflateCapped(raw, budget, { format: 'raw', limit: entry.size, onCorrupt: 'throw', head });
}

/** Parts only looked at for their magic number (images, fonts, embedded packages, binaries). */
const BINARY_PART = /\.(png|jpe?g|jpe|gif|bmp|tiff?|emf|wmf|emz|wmz|ico|webp|wdp|jxr|odttf|ttf|otf|fntdata|bin|xlsx|docx|pptx|xlsb|mp3|mp4|wav|avi|mov)$/i;
const MACRO_ENTRY = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^word\/activeX\/|^word\/embeddings\/.*\.bin$/i;
const ACTIVE_CONTENT_TYPE = /macroEnabled|vbaProject|oleObject|activeX/i;
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Relationship types (the last segment of their URI) that are active whatever their target. */
const ACTIVE_RELATIONSHIPS = new Set(['oleobject', 'vbaproject', 'wordvbadata', 'control', 'activexcontrolbinary']);
/** Relationship types that fetch their target when the document opens, if that is external. */
const REMOTE_RELATIONSHIPS = new Set(['attachedtemplate', 'subdocument', 'frame']);
/** OLE object elements of WordprocessingML, VML and Office 2010. */
const OLE_ELEMENTS = new Set(['object', 'oleobject', 'objectembed', 'objectlink', 'control']);
/** A template on the author's own disk, as Word records the one a document was made from. */
const LOCAL_TEMPLATE = /^(file:\/\/\/)?[a-z]:[\\/]/i;

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

function attribute(attributes: Record<string, string>, name: string): string | undefined {
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}

/** Throws DocxActiveContent when a field instruction names DDE. */
function checkFieldInstruction(instruction: string): void {
  const type = instruction.trim().replace(/^["\\]+/, '').split(/[\s"\\]/, 1)[0]!.toUpperCase();
  if (type === 'DDE' || type === 'DDEAUTO') throw new DocxActiveContent('DDE field');
}

interface Field {
  instruction: string;
  done: boolean;
}

function decodeXml(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  return new TextDecoder('utf-8').decode(data);
}

/** Parses one XML part; throws DocxActiveContent on a relationship, element or field above. */
function checkXmlPart(data: Uint8Array, budget: CvBudget): void {
  const fields: Field[] = [];
  let inInstruction = false;
  let instruction = '';
  let active: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        budget.tick();
        const element = localName(name);
        if (OLE_ELEMENTS.has(element)) active = `${element} element`;
        else if (element === 'relationship') {
          const type = (attribute(attributes, 'type') ?? '').split('/').pop()!.toLowerCase();
          const external = (attribute(attributes, 'targetmode') ?? '').toLowerCase() === 'external';
          const target = attribute(attributes, 'target') ?? '';
          if (ACTIVE_RELATIONSHIPS.has(type)) active = `${type} relationship`;
          else if (external && REMOTE_RELATIONSHIPS.has(type) && !(type === 'attachedtemplate' && LOCAL_TEMPLATE.test(target))) active = `remote ${type}`;
        } else if (element === 'default' || element === 'override') {
          if (ACTIVE_CONTENT_TYPE.test(attribute(attributes, 'contenttype') ?? '')) active = 'active content type';
        } else if (element === 'fldsimple') {
          checkFieldInstruction(attribute(attributes, 'instr') ?? '');
        } else if (element === 'fldchar') {
          const type = attribute(attributes, 'fldchartype');
          const top = fields.at(-1);
          if (type === 'begin') {
            // A field whose type is the result of a nested field (DDE hidden behind QUOTE).
            if (top && !top.done && top.instruction.trim() === '') active = 'computed field type';
            fields.push({ instruction: '', done: false });
          } else if (type === 'separate' && top && !top.done) {
            checkFieldInstruction(top.instruction);
            top.done = true;
          } else if (type === 'end' && top) {
            if (!top.done) checkFieldInstruction(top.instruction);
            fields.pop();
          }
        } else if (element === 'instrtext') {
          inInstruction = true;
          instruction = '';
        }
        if (active) throw new DocxActiveContent(active);
      },
      ontext(text) {
        if (inInstruction) instruction += text;
      },
      onclosetag(name) {
        if (localName(name) !== 'instrtext' || !inInstruction) return;
        inInstruction = false;
        const top = fields.at(-1);
        if (top && !top.done) top.instruction += instruction;
        else checkFieldInstruction(instruction);
      },
    },
    { xmlMode: true },
  );
  parser.end(decodeXml(data));
  for (const field of fields) if (!field.done) checkFieldInstruction(field.instruction);
}

/** Throws DocxActiveContent, DocxUnreadable or CvLimitError; returns when the DOCX is a plain Word document. */
export function checkDocx(bytes: Buffer, filename: string, budget: CvBudget): void {
  const entries = centralDirectory(bytes);
  const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
  if (!names.has('[content_types].xml') || !names.has('word/document.xml')) throw new DocxUnreadable('not a Word document');
  if (/\.docm$/i.test(filename) || entries.some((entry) => MACRO_ENTRY.test(entry.name))) throw new DocxActiveContent('macro part');
  for (const entry of entries) {
    budget.tick();
    if (entry.name.endsWith('/')) continue; // a folder
    const binary = BINARY_PART.test(entry.name);
    const data = entryBytes(bytes, entry, budget, binary ? OLE_MAGIC.length : undefined);
    if (OLE_MAGIC.every((byte, index) => data[index] === byte)) throw new DocxActiveContent('OLE compound file');
    if (!binary) checkXmlPart(data, budget);
  }
}
