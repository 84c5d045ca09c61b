import { describe, expect, it } from 'vitest';
import { ELF, MZ, jpeg, png, webp } from '../../test/images.ts';
import { imageTypeOf, inspectImage } from './images.ts';
import { isUtf8Text, sniffType } from './sniff.ts';
import { parseSvg, sanitizeSvg, svgSize } from './svg.ts';

describe('sniffType', () => {
  it('recognises formats by their first bytes', () => {
    expect(sniffType(png(1, 1))).toBe('image/png');
    expect(sniffType(jpeg(1, 1))).toBe('image/jpeg');
    expect(sniffType(webp(1, 1))).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('application/zip');
  });

  it('knows nothing of executables, text, or too few bytes', () => {
    expect(sniffType(ELF)).toBeUndefined();
    expect(sniffType(MZ)).toBeUndefined();
    expect(sniffType(Buffer.from('<svg/>'))).toBeUndefined();
    expect(sniffType(Buffer.from([0x89, 0x50]))).toBeUndefined();
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
  });

  it('tells UTF-8 text from binary', () => {
    expect(isUtf8Text(Buffer.from('<svg>é</svg>'))).toBe(true);
    expect(isUtf8Text(Buffer.from([0x3c, 0xff, 0x3e]))).toBe(false);
    expect(isUtf8Text(Buffer.from('<svg>\0</svg>'))).toBe(false);
  });
});

describe('imageTypeOf and inspectImage', () => {
  it('reads each accepted format and its size', () => {
    expect(inspectImage(png(3, 2))).toMatchObject({ contentType: 'image/png', extension: 'png', width: 3, height: 2 });
    expect(inspectImage(jpeg(640, 480))).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 640, height: 480 });
    expect(inspectImage(webp(300, 200))).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 300, height: 200 });
    expect(inspectImage(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 24"/>'))).toMatchObject({
      contentType: 'image/svg+xml',
      extension: 'svg',
      width: 48,
      height: 24,
    });
  });

  it('refuses other content with 415 and an image without a size with 422', () => {
    for (const bytes of [ELF, MZ, Buffer.from('hello'), Buffer.from('<html><svg/></html>'), Buffer.from('%PDF-1.4')]) {
      expect(() => inspectImage(bytes)).toThrow(expect.objectContaining({ status: 415 }));
    }
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(() => inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(expect.objectContaining({ status: 422 }));
    expect(() => inspectImage(png(1, 1).subarray(0, 12))).toThrow(expect.objectContaining({ status: 422 }));
  });
});

describe('svg', () => {
  it('sizes from width/height, units and the viewBox', () => {
    expect(svgSize({ width: '120', height: '80px' })).toEqual({ width: 120, height: 80 });
    expect(svgSize({ width: '1in', height: '72pt' })).toEqual({ width: 96, height: 96 });
    expect(svgSize({ width: '100%', viewBox: '0 0 300 150' })).toEqual({ width: 300, height: 150 });
    expect(svgSize({ width: '60', viewBox: '0,0,300,150' })).toEqual({ width: 60, height: 30 });
    expect(svgSize({ width: '2em' })).toEqual({ width: null, height: null });
    expect(parseSvg('<div><svg/></div>')).toBeNull();
  });

  it('drops scripts, handlers, foreign objects and external references', () => {
    const clean = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">' +
        '<script>alert(2)</script><foreignObject><p>html</p></foreignObject>' +
        '<a href="javascript:alert(3)"><rect width="5" height="5" onclick="x()"/></a>' +
        '<use xlink:href="https://evil.example/s.svg#a"/><use href="#ok"/>' +
        '<image href="https://evil.example/i.png"/><style>@import url(https://evil.example/x.css); .a{fill:url(https://evil.example/p)}</style>' +
        '<set attributeName="href" to="javascript:alert(4)"/></svg>',
    );
    expect(clean).not.toMatch(/script|onload|onclick|foreignObject|html|evil|javascript|@import|<set/i);
    expect(clean).toContain('<rect width="5" height="5" />');
    expect(clean).toContain('<use href="#ok" />');
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
