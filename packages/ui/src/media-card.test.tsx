import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaCard } from './media-card';

describe('MediaCard', () => {
  it('given a cover, shows it above the text column, as the given element with its attributes', () => {
    const { container } = render(
      <MediaCard as="article" interactive media={<img src="/a.png" alt="" />} data-testid="card" data-slug="a">
        <h3>Title</h3>
        <p>Text</p>
      </MediaCard>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('ARTICLE');
    expect(card.getAttribute('data-slug')).toBe('a');
    expect(card.children).toHaveLength(2);
    expect(card.children[0]!.querySelector('img')).not.toBeNull();
    expect(card.children[1]!.textContent).toBe('TitleText');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('without a cover, is the text column alone', () => {
    render(
      <MediaCard data-testid="card">
        <p>Only text</p>
      </MediaCard>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.children).toHaveLength(1);
    expect(card.querySelector('img')).toBeNull();
  });
});
