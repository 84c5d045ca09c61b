import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ToastProvider, useToast, type ToastOptions } from './toast';

let api: ReturnType<typeof useToast>;
function Capture() {
  api = useToast();
  return null;
}

function show(options: ToastOptions) {
  let handle!: ReturnType<typeof api.toast>;
  act(() => {
    handle = api.toast(options);
  });
  return handle;
}

function setup(props: { portalContainer?: Element } = {}) {
  return render(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with title and description, announced politely', () => {
    setup();
    show({ title: 'Custom prompt saved', description: 'Your custom prompt template has been saved successfully.' });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Custom prompt saved');
    expect(toast.textContent).toContain('Your custom prompt template has been saved successfully.');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    expect(toast.getAttribute('data-variant')).toBe('default');
  });

  it('shows one toast at a time: a new toast replaces the old one', () => {
    setup();
    show({ title: 'First' });
    show({ title: 'Second' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Second');
    expect(api.toasts).toHaveLength(1);
  });

  it('closes automatically after 5000 ms, not before', () => {
    setup();
    show({ title: 'Link copied' });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a dismissed toast in state (closed) until the remove delay has passed', () => {
    setup();
    const handle = show({ title: 'Saved' });
    act(() => handle.dismiss());
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.toasts).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    act(() => vi.advanceTimersByTime(999_999));
    expect(api.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(api.toasts).toHaveLength(0);
  });

  it('pauses the auto-close while hovered', () => {
    setup();
    show({ title: 'Hover me' });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is dismissed by a swipe right of more than 50 px', () => {
    setup();
    show({ title: 'Swipe me' });
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100, clientY: 10 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 151, clientY: 10 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 151, clientY: 10 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays after a swipe right of less than 50 px', () => {
    setup();
    show({ title: 'Swipe me' });
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100, clientY: 10 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 149, clientY: 10 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 149, clientY: 10 });
    expect(screen.queryByRole('status')).not.toBeNull();
    expect(toast.style.transform).toBe('');
  });

  it('focuses the notifications viewport on F8', () => {
    setup();
    const viewport = screen.getByRole('list', { name: 'Notifications (F8)' });
    expect(viewport.tagName).toBe('OL');
    expect(viewport.tabIndex).toBe(-1);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(viewport);
  });

  it('marks destructive toasts and announces them assertively', () => {
    setup();
    show({ variant: 'destructive', title: 'Jira integration failed', description: 'Failed to connect Jira' });
    const toast = screen.getByRole('status');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(toast.getAttribute('aria-live')).toBe('assertive');
  });

  it('closes with the labelled close button', () => {
    setup();
    show({ title: 'Closable' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('updates a toast through its handle', () => {
    setup();
    const handle = show({ title: 'Saving...' });
    act(() => handle.update({ title: 'Saved' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('renders into the portal container', () => {
    const host = document.createElement('div');
    document.body.append(host);
    setup({ portalContainer: host });
    show({ title: 'Inside the widget' });
    expect(host.querySelector('[role="status"]')?.textContent).toContain('Inside the widget');
    host.remove();
  });

  it('renders on the server without touching the DOM', () => {
    const html = renderToString(
      <ToastProvider>
        <p>page</p>
      </ToastProvider>,
    );
    expect(html).toBe('<p>page</p>');
  });
});
