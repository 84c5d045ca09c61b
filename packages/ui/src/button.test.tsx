import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Button } from './button';

describe('Button', () => {
  it('is an apple-variant, default-size <button type="button"> by default', () => {
    render(<Button>Get started</Button>);
    const button = screen.getByRole('button', { name: 'Get started' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveProperty('type', 'button');
    expect(button.getAttribute('data-variant')).toBe('apple');
    expect(button.getAttribute('data-size')).toBe('default');
  });

  it('takes any of the variants and sizes', () => {
    render(
      <Button variant="destructive" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('data-variant')).toBe('destructive');
    expect(button.getAttribute('data-size')).toBe('lg');
  });

  it('renders a link when given an href', () => {
    render(<Button href="/contact">Contact sales</Button>);
    const link = screen.getByRole('link', { name: 'Contact sales' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/contact');
  });

  it('renders a router Link passed with `as`, forwarding its props', () => {
    const Link = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
      function Link({ to, ...rest }, ref) {
        return <a ref={ref} href={to} data-router-link="" {...rest} />;
      },
    );
    render(
      <Button as={Link} to="/contact" variant="apple-outline">
        Talk to us
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Talk to us' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.hasAttribute('data-router-link')).toBe(true);
  });

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Submitting...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('marks a loading button busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not leak styling props to the DOM', () => {
    render(<Button variant="ghost">Menu</Button>);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.hasAttribute('variant')).toBe(false);
    expect(button.hasAttribute('$variant')).toBe(false);
  });

  it('forwards its ref', () => {
    let node: HTMLButtonElement | HTMLAnchorElement | null = null;
    render(
      <Button
        ref={(el) => {
          node = el;
        }}
      >
        Ref
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});
