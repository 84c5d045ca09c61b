import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefaultLink } from './links';

describe('DefaultLink', () => {
  it('renders a plain anchor with href and no `to` attribute', () => {
    render(
      <DefaultLink href="/blog/a" to="/blog/a" className="x" aria-current="page">
        A
      </DefaultLink>,
    );
    const link = screen.getByRole('link', { name: 'A' });
    expect(link.getAttribute('href')).toBe('/blog/a');
    expect(link.hasAttribute('to')).toBe(false);
    expect(link.className).toBe('x');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
