import { describe, expect, it } from 'vitest';
import { attributeToProp, parseAttribute, propName, readAttributes } from './attributes';

describe('attribute names', () => {
  it('given kebab-case attribute names, it maps them to camelCase props', () => {
    expect(attributeToProp('api-base')).toBe('apiBase');
    expect(attributeToProp('redirect-on-success-url')).toBe('redirectOnSuccessUrl');
    expect(attributeToProp('variant')).toBe('variant');
    expect(attributeToProp('Hide-Interest')).toBe('hideInterest');
  });

  it('given an explicit prop name, it uses it', () => {
    expect(propName('heading', { type: 'string', prop: 'title' })).toBe('title');
  });
});

describe('parseAttribute', () => {
  it('given a string attribute, it passes the text through and falls back to the default when absent', () => {
    expect(parseAttribute('string', 'hello')).toBe('hello');
    expect(parseAttribute('string', '')).toBe('');
    expect(parseAttribute('string', null)).toBeUndefined();
    expect(parseAttribute({ type: 'string', default: 'x' }, null)).toBe('x');
  });

  it('given a boolean attribute, present / "true" are true, "false" is false, absent is the default', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'true')).toBe(true);
    expect(parseAttribute('boolean', 'hide-interest')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', ' FALSE ')).toBe(false);
    expect(parseAttribute('boolean', null)).toBe(false);
    expect(parseAttribute({ type: 'boolean', default: true }, null)).toBe(true);
  });

  it('given a number attribute, it parses finite numbers and ignores anything else', () => {
    expect(parseAttribute('number', '42')).toBe(42);
    expect(parseAttribute('number', ' 1.5 ')).toBe(1.5);
    expect(parseAttribute('number', 'abc')).toBeUndefined();
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('number', 'Infinity')).toBeUndefined();
    expect(parseAttribute({ type: 'number', default: 3 }, 'oops')).toBe(3);
  });

  it('given an enum attribute, it accepts the allowed values (any case) and otherwise gives the default', () => {
    const spec = { type: 'enum', values: ['home', 'about', 'contact'], default: 'home' } as const;
    expect(parseAttribute(spec, 'about')).toBe('about');
    expect(parseAttribute(spec, ' CONTACT ')).toBe('contact');
    expect(parseAttribute(spec, 'pricing')).toBe('home');
    expect(parseAttribute(spec, null)).toBe('home');
    expect(parseAttribute({ type: 'enum', values: ['a'] }, 'b')).toBeUndefined();
  });
});

describe('readAttributes', () => {
  it('given an element, it reads every declared attribute as a typed prop and leaves out undefined ones', () => {
    const element = document.createElement('div');
    element.setAttribute('api-base', 'https://api.example.com');
    element.setAttribute('max-items', '5');
    element.setAttribute('compact', '');
    element.setAttribute('theme', 'dark');
    const props = readAttributes(element, {
      'api-base': 'string',
      'max-items': 'number',
      compact: 'boolean',
      theme: { type: 'enum', values: ['light', 'dark'], default: 'light' },
      source: 'string',
    });
    expect(props).toEqual({ apiBase: 'https://api.example.com', maxItems: 5, compact: true, theme: 'dark' });
  });
});
