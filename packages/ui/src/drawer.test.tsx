import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Drawer } from './drawer';

function MobileMenu({ container }: { container?: Element | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer open={open} onOpenChange={setOpen} title="Menu" container={container}>
        <a href="/products/joognoo-ai">Products</a>
        <a href="/contact">Contact</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens a labelled modal dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on an overlay click', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(document.querySelector('[data-drawer-overlay]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the sheet', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Products');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Contact');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Contact');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('renders into the given container', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    render(<MobileMenu container={host} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(host.querySelector('[role="dialog"]')).not.toBeNull();
    host.remove();
  });

  it('renders nothing on the server', () => {
    const html = renderToString(<Drawer open onOpenChange={() => {}} title="Menu" />);
    expect(html).toBe('');
  });
});
