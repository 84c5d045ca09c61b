import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize.ts';

/** Nothing executable may survive, however it is spelled. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|<style|<iframe|<svg|<object|<embed|<math|<template/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('sanitizeContentHtml', () => {
  it('keeps the allowed structure as it is', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>Text with <strong>bold</strong>, <em>em</em> and <code>x = 1</code>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quote</p></blockquote><pre><code>let a;</code></pre>' +
      '<p><a href="https://joognoo.example/a">abs</a> <a href="/contact">rel</a> <a href="mailto:hi@joognoo.example">mail</a><br /></p><hr />' +
      '<table><caption>T</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>' +
      '<p><img src="/images/blog/a.svg" alt="A" /><img src="https://cdn.example/b.png" alt="B" /></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each([
    ['a script tag, with its content', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an upper-case, attribute-laden script', '<SCRIPT src="https://evil.example/x.js"></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['an img with onerror', '<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['an img with a javascript: src', '<p><img src="javascript:alert(1)"></p>', '<p></p>'],
    ['an img with a data: src', '<p><img src="data:image/svg+xml;base64,PHN2Zz4="></p>', '<p></p>'],
    ['an img with a relative or protocol-relative src', '<p><img src="x.png"><img src="//evil.example/x.png"></p>', '<p></p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a mixed-case javascript: link with entities', '<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link split by an encoded tab', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link with leading spaces and control characters', '<a href=" &#1;javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a fully entity-encoded javascript: link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['an svg with onload', '<p>a</p><svg onload="alert(1)"><circle r="1"/></svg>', '<p>a</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>b</p>', '<p>b</p>'],
    ['style attributes and a style tag', '<p style="background:url(javascript:alert(1))">c</p><style>p{color:red}</style>', '<p>c</p>'],
    ['event handlers on allowed tags', '<p onclick="alert(1)" onmouseover="x()">d</p>', '<p>d</p>'],
    ['an object, embed and form', '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><input name="a"></form><p>e</p>', '<p>e</p>'],
    ['a meta refresh and a base tag', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:x"><p>f</p>', '<p>f</p>'],
    ['a malformed tag soup', '<p>g<img src=x onerror=alert(1)//<p>', '<p>g</p>'],
  ])('removes %s', (_name, input, expected) => {
    const output = sanitizeContentHtml(input);
    expect(output).toBe(expected);
    expectInert(output);
  });

  it('drops tags outside the list but keeps their text', () => {
    expect(sanitizeContentHtml('<h1>Big</h1><div><span class="x">text</span></div>')).toBe('Bigtext');
  });

  it('adds rel="noopener noreferrer" to target=_blank links and drops other targets', () => {
    expect(sanitizeContentHtml('<a href="https://a.example" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeContentHtml('<a href="https://a.example" target="_top">a</a>')).toBe('<a href="https://a.example">a</a>');
  });

  it('leaves text without markup unchanged (the blog renders it as paragraphs)', () => {
    const text = 'Q&A: is 3 < 4?\n\nYes & no.';
    expect(sanitizeContentHtml(text)).toBe(text);
  });

  it('is stable: a second pass changes nothing', () => {
    const hostile =
      '<p onclick="x">a <a href="https://a.example" target="_blank">b</a> <img src="/c.svg" onerror="y"> &amp; &lt;script&gt;</p><script>z</script>';
    const once = sanitizeContentHtml(hostile);
    expect(sanitizeContentHtml(once)).toBe(once);
    expectInert(once);
  });
});
