// @vitest-environment happy-dom
import { mediaMarkdown } from '@joognoo/schemas/admin';
import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './ImageUpload';

function textarea(value: string, start: number, end = start): HTMLTextAreaElement {
  const element = document.createElement('textarea');
  document.body.append(element);
  element.value = value;
  element.setSelectionRange(start, end);
  return element;
}

describe('insertAtCaret', () => {
  it('puts the text on its own line at the caret and moves the caret after it', () => {
    const element = textarea('First paragraph.\nSecond.', 16);
    const seen: string[] = [];
    element.addEventListener('input', () => seen.push(element.value));
    insertAtCaret(element, '![A box](/media/abc.png)');
    expect(element.value).toBe('First paragraph.\n![A box](/media/abc.png)\nSecond.');
    expect(element.selectionStart).toBe('First paragraph.\n![A box](/media/abc.png)'.length);
    expect(seen).toHaveLength(1);
  });

  it('replaces a selection, and needs no padding at the edges', () => {
    const element = textarea('old', 0, 3);
    insertAtCaret(element, '![](/media/x.svg)');
    expect(element.value).toBe('![](/media/x.svg)');
  });
});

describe('mediaMarkdown', () => {
  it('escapes brackets in the alt text and keeps it on one line', () => {
    expect(mediaMarkdown({ url: '/media/k.png', alt: 'a [b]\nc' })).toBe('![a \\[b\\] c](/media/k.png)');
  });
});
