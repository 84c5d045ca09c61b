import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HoverCard, HoverCardContent, HoverCardTrigger } from './hover-card';

function Leader() {
  return (
    <HoverCard>
      <HoverCardTrigger>
        <a href="/teams#ceo">Ada Lovelace</a>
      </HoverCardTrigger>
      <HoverCardContent>Chief Executive Officer</HoverCardContent>
    </HoverCard>
  );
}

const card = () => screen.queryByText('Chief Executive Officer');

describe('HoverCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens 700 ms after the pointer enters and closes 300 ms after it leaves', () => {
    render(<Leader />);
    const trigger = screen.getByRole('link', { name: 'Ada Lovelace' });
    fireEvent.pointerEnter(trigger.parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(card()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(card()).not.toBeNull();
    expect(trigger.getAttribute('aria-describedby')).toBe(card()!.id);

    fireEvent.pointerLeave(trigger.parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(card()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(card()).toBeNull();
  });

  it('does not open when the pointer leaves before 700 ms', () => {
    render(<Leader />);
    const root = screen.getByRole('link').parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(card()).toBeNull();
  });

  it('opens on keyboard focus and closes on blur', () => {
    render(<Leader />);
    const link = screen.getByRole('link');
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(700));
    expect(card()).not.toBeNull();
    act(() => link.blur());
    act(() => vi.advanceTimersByTime(300));
    expect(card()).toBeNull();
  });

  it('closes at once with Escape', () => {
    render(<Leader />);
    const link = screen.getByRole('link');
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(700));
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(card()).toBeNull();
  });
});
