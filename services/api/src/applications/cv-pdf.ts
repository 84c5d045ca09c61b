/**
 * Whether a PDF carries active content, read as PDF syntax (ISO 32000-1 §7.2-7.5) rather than
 * searched as text: a tokenizer (names with `#xx` escapes decoded, literal strings with their
 * escapes and nesting, hex strings, dictionaries, arrays, comments) reads every object the file
 * defines, wherever its `N G obj` header sits (also inside another stream's data, where a
 * cross-reference table or a reader's recovery may point), and every trailer. Object streams
 * (PDF 1.5: a stream that holds further objects) are decoded through their filter chain and
 * tokenized the same way. A name that runs something or carries files is active content, in a
 * dictionary key or value alike; a name inside a string, a comment or a content stream is not.
 *
 * Filters decoded: FlateDecode, LZWDecode (both with PNG and TIFF predictors), ASCIIHexDecode,
 * ASCII85Decode, RunLengthDecode, and any chain of them, with their abbreviations. The image
 * filters (DCTDecode, JPXDecode, CCITTFaxDecode, JBIG2Decode) are never decoded: their output is
 * pixels, which a reader never parses as PDF syntax, so they are left alone on images; an object
 * stream that names one (or a filter the check does not know, an unresolvable chain, or an
 * encrypted file's object streams, whose bytes are ciphertext here) cannot be checked and is
 * refused as unreadable. Decoded bytes count against the check's caps (`CvBudget`).
 *
 * No maintained npm PDF parser fits: pdf.js (pdfjs-dist and its wrappers) needs Node 22; pdf-lib
 * is unmaintained since 2021 and its maintained fork @cantoo/pdf-lib builds a full document model
 * and inflates streams without an output cap (a compressed bomb is expanded whole), with neither
 * a time nor a byte budget. This reads only what the verdict needs, under the caps.
 */
import { CvBudget, CvLimitError, inflateCapped } from './cv-limits.ts';

/** PDF names that run something or carry files: /JavaScript, /JS, /Launch, embedded files, rich media. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);

/** An active name was read: the verdict is known, the rest is not read. */
export class PdfActiveContent extends Error {}

/** The file cannot be checked (a filter it cannot decode, ciphertext): refused as unreadable. */
export class PdfUnreadable extends Error {}

/** Nesting of arrays and dictionaries deeper than this is not a real document. */
const MAX_DEPTH = 256;
/** Filters one stream may chain. */
const MAX_FILTERS = 8;

class Name {
  constructor(readonly value: string) {}
}
class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
type PdfDict = Map<string, PdfValue>;
type PdfValue = number | Name | Ref | PdfDict | PdfValue[] | null;

type Token =
  | { kind: 'number'; value: number; integer: boolean }
  | { kind: 'name'; value: string }
  | { kind: 'string' }
  | { kind: 'punct'; value: '<<' | '>>' | '[' | ']' | '{' | '}' }
  | { kind: 'keyword'; value: string }
  | { kind: 'eof' };

const EOF: Token = { kind: 'eof' };
const STRING: Token = { kind: 'string' };
const STRAY = Symbol('stray delimiter');

/** White space (§7.2.2) and delimiters: every other byte is a regular character. */
const WHITE = new Uint8Array(256);
const REGULAR = new Uint8Array(256).fill(1);
for (const byte of [0, 9, 10, 12, 13, 32]) {
  WHITE[byte] = 1;
  REGULAR[byte] = 0;
}
for (const char of '()<>[]{}/%') REGULAR[char.charCodeAt(0)] = 0;

function hexValue(byte: number): number {
  if (byte >= 48 && byte <= 57) return byte - 48;
  if (byte >= 65 && byte <= 70) return byte - 55;
  if (byte >= 97 && byte <= 102) return byte - 87;
  return -1;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** PDF tokens of `bytes` from `pos`; throws PdfActiveContent on an active name. */
class Lexer {
  pos: number;
  private readonly peeked: Token[] = [];

  constructor(
    private readonly bytes: Uint8Array,
    private readonly budget: CvBudget,
    pos = 0,
  ) {
    this.pos = pos;
  }

  seek(pos: number): void {
    this.pos = pos;
    this.peeked.length = 0;
  }

  next(): Token {
    return this.peeked.shift() ?? this.read();
  }

  peek(index = 0): Token {
    while (this.peeked.length <= index) this.peeked.push(this.read());
    return this.peeked[index]!;
  }

  private read(): Token {
    for (;;) {
      const token = this.readOne();
      if (token !== STRAY) return token;
    }
  }

  private readOne(): Token | typeof STRAY {
    const b = this.bytes;
    const end = b.length;
    this.budget.tick();
    for (;;) {
      while (this.pos < end && WHITE[b[this.pos]!]) this.pos++;
      if (this.pos >= end) return EOF;
      if (b[this.pos] !== 0x25 /* % */) break;
      while (this.pos < end && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
    }
    const start = this.pos;
    const byte = b[this.pos++]!;
    switch (byte) {
      case 0x2f /* / */: {
        let name = '';
        while (this.pos < end && REGULAR[b[this.pos]!]) {
          const char = b[this.pos++]!;
          if (char === 0x23 /* # */ && this.pos + 1 < end && hexValue(b[this.pos]!) >= 0 && hexValue(b[this.pos + 1]!) >= 0) {
            name += String.fromCharCode(hexValue(b[this.pos]!) * 16 + hexValue(b[this.pos + 1]!));
            this.pos += 2;
          } else {
            name += String.fromCharCode(char);
          }
        }
        if (ACTIVE_NAMES.has(name)) throw new PdfActiveContent(name);
        return { kind: 'name', value: name };
      }
      case 0x28 /* ( */: {
        let depth = 1;
        while (this.pos < end && depth > 0) {
          const char = b[this.pos++]!;
          if (char === 0x5c /* \ */) this.pos++;
          else if (char === 0x28) depth++;
          else if (char === 0x29) depth--;
        }
        return STRING;
      }
      case 0x3c /* < */:
        if (b[this.pos] === 0x3c) {
          this.pos++;
          return { kind: 'punct', value: '<<' };
        }
        while (this.pos < end && b[this.pos] !== 0x3e) this.pos++;
        this.pos++;
        return STRING;
      case 0x3e /* > */:
        if (b[this.pos] === 0x3e) {
          this.pos++;
          return { kind: 'punct', value: '>>' };
        }
        return STRAY; // a stray '>': readers skip it
      case 0x5b:
        return { kind: 'punct', value: '[' };
      case 0x5d:
        return { kind: 'punct', value: ']' };
      case 0x7b:
        return { kind: 'punct', value: '{' };
      case 0x7d:
        return { kind: 'punct', value: '}' };
      case 0x29:
        return STRAY; // a stray ')'
      default: {
        while (this.pos < end && REGULAR[b[this.pos]!]) this.pos++;
        const text = latin1(b, start, this.pos);
        if (NUMBER.test(text)) return { kind: 'number', value: Number(text), integer: !text.includes('.') };
        return { kind: 'keyword', value: text };
      }
    }
  }
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** One value from `lexer`, starting with `token`; also notes an `/Encrypt` key. */
function parseValue(lexer: Lexer, token: Token, state: { encrypted: boolean }, depth = 0): PdfValue {
  if (depth > MAX_DEPTH) throw new CvLimitError('structure');
  if (token.kind === 'punct' && token.value === '<<') {
    const dict: PdfDict = new Map();
    for (;;) {
      const key = lexer.next();
      if (key.kind === 'eof' || (key.kind === 'punct' && key.value === '>>')) return dict;
      if (key.kind !== 'name') continue; // readers skip what cannot be a key
      const value = lexer.next();
      if (value.kind === 'eof' || (value.kind === 'punct' && value.value === '>>')) return dict;
      if (key.value === 'Encrypt') state.encrypted = true;
      dict.set(key.value, parseValue(lexer, value, state, depth + 1));
    }
  }
  if (token.kind === 'punct' && token.value === '[') {
    const array: PdfValue[] = [];
    for (;;) {
      const item = lexer.next();
      if (item.kind === 'eof' || (item.kind === 'punct' && item.value === ']')) return array;
      array.push(parseValue(lexer, item, state, depth + 1));
    }
  }
  if (token.kind === 'number') {
    const gen = lexer.peek(0);
    const r = lexer.peek(1);
    if (token.integer && gen.kind === 'number' && gen.integer && r.kind === 'keyword' && r.value === 'R') {
      lexer.next();
      lexer.next();
      return new Ref(token.value, gen.value);
    }
    return token.value;
  }
  if (token.kind === 'name') return new Name(token.value);
  return null;
}

interface PdfStream {
  dict: PdfDict;
  data: Uint8Array;
}

const ENDSTREAM = Buffer.from('endstream', 'latin1');

/** The data of the stream whose `stream` keyword ends at `lexer.pos`; moves the lexer past `endstream`. */
function streamData(bytes: Buffer, lexer: Lexer, dict: PdfDict): Uint8Array {
  let start = lexer.pos;
  if (bytes[start] === 13 && bytes[start + 1] === 10) start += 2;
  else if (bytes[start] === 10 || bytes[start] === 13) start += 1;
  const found = bytes.indexOf(ENDSTREAM, start);
  const end = found === -1 ? bytes.length : found;
  lexer.seek(found === -1 ? bytes.length : found + ENDSTREAM.length);
  const length = dict.get('Length');
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= end) {
    return bytes.subarray(start, start + length);
  }
  let stop = end;
  if (bytes[stop - 1] === 10) stop--;
  if (bytes[stop - 1] === 13) stop--;
  return bytes.subarray(start, Math.max(start, stop));
}

const OBJECT_HEADER = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;
const TRAILER = /trailer(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

/** Throws PdfActiveContent, PdfUnreadable or CvLimitError; returns when the PDF is plain. */
export function checkPdf(bytes: Buffer, budget: CvBudget): void {
  const text = bytes.toString('latin1');
  const lexer = new Lexer(bytes, budget);
  const state = { encrypted: false };
  const objects = new Map<string, PdfValue>();
  const streams: PdfStream[] = [];
  for (const match of text.matchAll(OBJECT_HEADER)) {
    lexer.seek(match.index + match[0].length);
    const value = parseValue(lexer, lexer.next(), state);
    objects.set(`${Number(match[1])} ${Number(match[2])}`, value);
    const after = lexer.peek();
    if (value instanceof Map && after.kind === 'keyword' && after.value === 'stream') {
      lexer.next();
      streams.push({ dict: value, data: streamData(bytes, lexer, value) });
    }
  }
  for (const match of text.matchAll(TRAILER)) {
    lexer.seek(match.index + match[0].length);
    parseValue(lexer, lexer.next(), state);
  }
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    for (let hops = 0; value instanceof Ref && hops < 8; hops++) {
      const key = `${value.num} ${value.gen}`;
      if (!objects.has(key)) throw new PdfUnreadable('unresolvable reference');
      value = objects.get(key);
    }
    if (value instanceof Ref) throw new PdfUnreadable('reference loop');
    return value;
  };
  for (const stream of streams) {
    const type = resolve(stream.dict.get('Type'));
    const objectStream = (type instanceof Name && type.value === 'ObjStm') || (stream.dict.has('N') && stream.dict.has('First'));
    if (!objectStream) continue;
    // Strings and streams of an encrypted file are ciphertext to a check without the password.
    if (state.encrypted) throw new PdfUnreadable('encrypted object stream');
    const decoded = decodeStream(stream, resolve, budget);
    const inner = new Lexer(decoded, budget);
    while (inner.next().kind !== 'eof');
  }
}

/** The filter chain of a stream: [name, its parameters] pairs. */
function filterChain(dict: PdfDict, resolve: (value: PdfValue | undefined) => PdfValue | undefined): [string, PdfDict | undefined][] {
  const filter = resolve(dict.get('Filter') ?? dict.get('F'));
  const parms = resolve(dict.get('DecodeParms') ?? dict.get('DP'));
  const names = filter === undefined || filter === null ? [] : Array.isArray(filter) ? filter.map((item) => resolve(item)) : [filter];
  if (names.length > MAX_FILTERS) throw new PdfUnreadable('too many filters');
  return names.map((name, index) => {
    if (!(name instanceof Name)) throw new PdfUnreadable('filter is not a name');
    const parm = Array.isArray(parms) ? resolve(parms[index]) : index === 0 ? parms : undefined;
    return [name.value, parm instanceof Map ? parm : undefined];
  });
}

function decodeStream({ dict, data }: PdfStream, resolve: (value: PdfValue | undefined) => PdfValue | undefined, budget: CvBudget): Uint8Array {
  let out: Uint8Array = data;
  for (const [filter, parms] of filterChain(dict, resolve)) {
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        out = predict(inflateCapped(out, budget, { format: 'zlib', limit: budget.partBytes, onCorrupt: 'partial' }), parms, resolve, budget);
        break;
      case 'LZWDecode':
      case 'LZW': {
        const early = resolve(parms?.get('EarlyChange'));
        out = predict(lzwDecode(out, early === 0 ? 0 : 1, budget), parms, resolve, budget);
        break;
      }
      case 'ASCIIHexDecode':
      case 'AHx':
        out = asciiHexDecode(out, budget);
        break;
      case 'ASCII85Decode':
      case 'A85':
        out = ascii85Decode(out, budget);
        break;
      case 'RunLengthDecode':
      case 'RL':
        out = runLengthDecode(out, budget);
        break;
      case 'Crypt': {
        const name = resolve(parms?.get('Name'));
        if (name === undefined || (name instanceof Name && name.value === 'Identity')) break;
        throw new PdfUnreadable('crypt filter');
      }
      default:
        // The image filters and anything unknown: not decodable into PDF syntax here.
        throw new PdfUnreadable(`filter ${filter}`);
    }
  }
  return out;
}

/** A growing output buffer that counts against the part and file caps. */
class Output {
  private buffer: Uint8Array;
  length = 0;

  constructor(
    private readonly budget: CvBudget,
    initial: number,
  ) {
    this.buffer = new Uint8Array(Math.max(64, Math.min(initial, budget.partBytes)));
  }

  reserve(bytes: number): void {
    const needed = this.length + bytes;
    if (needed > this.budget.partBytes) throw new CvLimitError('part');
    this.budget.spend(bytes);
    if (needed <= this.buffer.length) return;
    const grown = new Uint8Array(Math.min(this.budget.partBytes, Math.max(needed, this.buffer.length * 2)));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  push(byte: number): void {
    this.reserve(1);
    this.buffer[this.length++] = byte;
  }

  /** Appends `count` copies of `byte`. */
  fill(byte: number, count: number): void {
    this.reserve(count);
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
  }

  append(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  get bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  get raw(): Uint8Array {
    return this.buffer;
  }
}

function asciiHexDecode(data: Uint8Array, budget: CvBudget): Uint8Array {
  const out = new Output(budget, data.length / 2 + 1);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e /* > */) break;
    const value = hexValue(byte);
    if (value < 0) continue; // white space (and junk, as readers do)
    if (high < 0) high = value;
    else {
      out.push(high * 16 + value);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return out.bytes;
}

function ascii85Decode(data: Uint8Array, budget: CvBudget): Uint8Array {
  const out = new Output(budget, data.length);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index++) value = value * 85 + (group[index] ?? 84);
    for (let index = 0; index < count; index++) out.push(Math.floor(value / 256 ** (3 - index)) & 0xff);
    group.length = 0;
  };
  for (const byte of data) {
    if (byte === 0x7e /* ~ */) break;
    if (WHITE[byte]) continue;
    if (byte === 0x7a /* z */ && group.length === 0) {
      out.fill(0, 4);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) throw new PdfUnreadable('ascii85');
    group.push(byte - 0x21);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return out.bytes;
}

function runLengthDecode(data: Uint8Array, budget: CvBudget): Uint8Array {
  const out = new Output(budget, data.length * 2);
  for (let index = 0; index < data.length; ) {
    budget.tick();
    const length = data[index++]!;
    if (length === 128) break;
    if (length < 128) {
      out.append(data.subarray(index, index + length + 1));
      index += length + 1;
    } else {
      if (index >= data.length) break;
      out.fill(data[index++]!, 257 - length);
    }
  }
  return out.bytes;
}

/** LZW as PDF uses it (§7.4.4): 9-12-bit codes, most significant bit first, 256 clears, 257 ends. */
function lzwDecode(data: Uint8Array, earlyChange: 0 | 1, budget: CvBudget): Uint8Array {
  const out = new Output(budget, data.length * 3);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  const first = new Uint8Array(4096);
  for (let code = 0; code < 256; code++) {
    suffix[code] = code;
    first[code] = code;
    lengths[code] = 1;
    prefix[code] = -1;
  }
  let codeLength = 9;
  let nextCode = 258;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let index = 0;
  const emit = (code: number) => {
    const length = lengths[code]!;
    out.reserve(length);
    const target = out.raw;
    let position = out.length + length - 1;
    for (let current = code; current >= 0; current = prefix[current]!) target[position--] = suffix[current]!;
    out.length += length;
  };
  for (;;) {
    budget.tick();
    while (bitCount < codeLength && index < data.length) {
      bits = ((bits << 8) | data[index++]!) >>> 0;
      bitCount += 8;
    }
    if (bitCount < codeLength) break;
    const code = (bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
    bitCount -= codeLength;
    bits &= (1 << bitCount) - 1;
    if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    if (previous === -1) {
      if (code > 255) break; // damaged: keep what was decoded
      emit(code);
      previous = code;
      continue;
    }
    if (code > nextCode) break;
    const firstByte = code < nextCode ? first[code]! : first[previous]!;
    if (nextCode < 4096) {
      prefix[nextCode] = previous;
      suffix[nextCode] = firstByte;
      first[nextCode] = first[previous]!;
      lengths[nextCode] = Math.min(lengths[previous]! + 1, 4096);
      nextCode++;
      const size = nextCode + earlyChange;
      if ((size & (size - 1)) === 0) codeLength = Math.min(Math.log2(size) + 1, 12);
    }
    emit(code);
    previous = code;
  }
  return out.bytes;
}

function intParam(parms: PdfDict | undefined, key: string, fallback: number, resolve: (value: PdfValue | undefined) => PdfValue | undefined): number {
  const value = resolve(parms?.get(key));
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

/** Undoes a Flate or LZW predictor (§7.4.4.4): TIFF 2 (8-bit components) and the PNG ones (10-15). */
function predict(data: Uint8Array, parms: PdfDict | undefined, resolve: (value: PdfValue | undefined) => PdfValue | undefined, budget: CvBudget): Uint8Array {
  const predictor = intParam(parms, 'Predictor', 1, resolve);
  if (predictor <= 1) return data;
  const colors = intParam(parms, 'Colors', 1, resolve);
  const bpc = intParam(parms, 'BitsPerComponent', 8, resolve);
  const columns = intParam(parms, 'Columns', 1, resolve);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bpc) || columns < 1 || columns > 1 << 20) throw new PdfUnreadable('predictor parameters');
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((colors * bpc * columns) / 8);
  if (predictor === 2) {
    if (bpc !== 8) throw new PdfUnreadable('TIFF predictor');
    const out = Uint8Array.from(data);
    budget.spend(out.length);
    for (let row = 0; row < out.length; row += rowLength) {
      budget.tick();
      for (let index = row + colors; index < Math.min(row + rowLength, out.length); index++) out[index] = (out[index]! + out[index - colors]!) & 0xff;
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new PdfUnreadable('predictor');
  const output = new Output(budget, data.length);
  let previous = new Uint8Array(rowLength);
  for (let offset = 0; offset < data.length; offset += rowLength + 1) {
    budget.tick();
    const type = data[offset]!;
    const row = Uint8Array.from(data.subarray(offset + 1, offset + 1 + rowLength));
    for (let index = 0; index < row.length; index++) {
      const left = index >= bytesPerPixel ? row[index - bytesPerPixel]! : 0;
      const up = previous[index]!;
      const upLeft = index >= bytesPerPixel ? previous[index - bytesPerPixel]! : 0;
      let add = 0;
      if (type === 1) add = left;
      else if (type === 2) add = up;
      else if (type === 3) add = (left + up) >> 1;
      else if (type === 4) {
        const estimate = left + up - upLeft;
        const toLeft = Math.abs(estimate - left);
        const toUp = Math.abs(estimate - up);
        const toUpLeft = Math.abs(estimate - upLeft);
        add = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      } else if (type !== 0) throw new PdfUnreadable('PNG predictor row type');
      row[index] = (row[index]! + add) & 0xff;
    }
    output.append(row);
    const padded = new Uint8Array(rowLength);
    padded.set(row);
    previous = padded;
  }
  return output.bytes;
}
