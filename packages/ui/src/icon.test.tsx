import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from './icon';

describe('Icon', () => {
  it('is decorative by default: aria-hidden, not focusable, no size of its own', () => {
    const { container } = render(<Icon name="pin" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.hasAttribute('width')).toBe(false);
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
  });

  it('given a size, sets width and height', () => {
    const { container } = render(<Icon name="clock" size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('height')).toBe('20');
  });

  it('given a label, is an image with that name', () => {
    render(<Icon name="lock" label="Locked" />);
    expect(screen.getByRole('img', { name: 'Locked' }).hasAttribute('aria-hidden')).toBe(false);
  });

  it('draws every icon of the set', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')!.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
