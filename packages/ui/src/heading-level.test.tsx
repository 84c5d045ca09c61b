import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelHeading, headingTag, toHeadingLevel } from './heading-level';

describe('toHeadingLevel', () => {
  it('keeps a level within 1..deepest and rounds fractions', () => {
    expect(toHeadingLevel(3, 1)).toBe(3);
    expect(toHeadingLevel(0, 1)).toBe(1);
    expect(toHeadingLevel(-4, 2)).toBe(1);
    expect(toHeadingLevel(9, 1)).toBe(6);
    expect(toHeadingLevel(9, 1, 4)).toBe(4);
    expect(toHeadingLevel(2.6, 1)).toBe(3);
  });

  it('answers the fallback for anything that is not a finite number', () => {
    expect(toHeadingLevel(undefined, 2)).toBe(2);
    expect(toHeadingLevel(Number.NaN, 1)).toBe(1);
    expect(toHeadingLevel(Number.POSITIVE_INFINITY, 1)).toBe(1);
    expect(toHeadingLevel('3', 2)).toBe(2);
  });
});

describe('headingTag', () => {
  it('names the tag offset levels below and never goes past h6', () => {
    expect(headingTag(1)).toBe('h1');
    expect(headingTag(2, 1)).toBe('h3');
    expect(headingTag(5, 2)).toBe('h6');
    expect(headingTag(0)).toBe('h1');
  });
});

describe('LevelHeading', () => {
  it('renders a heading element of its level with the given attributes, its text isolated in a <bdi>', () => {
    const { container } = render(<LevelHeading level={3} id="t">Title</LevelHeading>);
    expect(container.innerHTML).toBe('<h3 id="t"><bdi>Title</bdi></h3>');
  });
});
