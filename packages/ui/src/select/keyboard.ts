import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import { firstEnabled, lastEnabled, stepEnabled, type FlatOption } from './options';
import type { Typeahead } from './use-typeahead';

const PAGE_STEP = 10;

/** What the keys of a select-only combobox read and do. */
export interface SelectKeyContext {
  open: boolean;
  flat: readonly FlatOption[];
  activeIndex: number;
  /** The selected option's index, -1 when none (or a disabled one) is selected. */
  selectedIndex: number;
  typeahead: Typeahead;
  openList: (active: number) => void;
  setActiveIndex: Dispatch<SetStateAction<number>>;
  choose: (index: number) => void;
  close: () => void;
}

const printable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey;

/** Closed: the arrows, Enter and Space open on the selected option, Home/End on an end, a letter on its match. */
function onClosedKey(event: KeyboardEvent, c: SelectKeyContext) {
  const { key, altKey } = event;
  const initialActive = () => (c.selectedIndex >= 0 ? c.selectedIndex : firstEnabled(c.flat));
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
    case 'Enter':
    case ' ':
      event.preventDefault();
      c.openList(key === 'ArrowUp' && !altKey && c.selectedIndex < 0 ? firstEnabled(c.flat) : initialActive());
      return;
    case 'Home':
      event.preventDefault();
      c.openList(firstEnabled(c.flat));
      return;
    case 'End':
      event.preventDefault();
      c.openList(lastEnabled(c.flat));
      return;
    default:
      if (printable(event) && key !== ' ') {
        const match = c.typeahead.match(key, c.flat, c.selectedIndex);
        c.openList(match >= 0 ? match : initialActive());
      }
  }
}

/** Open: the keys move the active option, Enter/Space/Tab/Alt+ArrowUp choose it, Escape closes. */
function onOpenKey(event: KeyboardEvent, c: SelectKeyContext) {
  const { key, altKey } = event;
  const move = (next: (index: number) => number) => {
    event.preventDefault();
    c.setActiveIndex(next);
  };
  switch (key) {
    case 'ArrowDown':
      return move((i) => stepEnabled(c.flat, i, 1));
    case 'ArrowUp':
      if (!altKey) return move((i) => stepEnabled(c.flat, i, -1));
      event.preventDefault();
      c.choose(c.activeIndex);
      return;
    case 'Home':
      return move(() => firstEnabled(c.flat));
    case 'End':
      return move(() => lastEnabled(c.flat));
    case 'PageDown':
      return move((i) => stepEnabled(c.flat, i, PAGE_STEP));
    case 'PageUp':
      return move((i) => stepEnabled(c.flat, i, -PAGE_STEP));
    case 'Enter':
    case ' ':
      event.preventDefault();
      if (key === ' ' && c.typeahead.typing()) {
        const match = c.typeahead.match(key, c.flat, c.activeIndex);
        if (match >= 0) c.setActiveIndex(match);
        return;
      }
      c.choose(c.activeIndex);
      return;
    case 'Escape':
      event.preventDefault();
      c.close();
      return;
    case 'Tab':
      c.choose(c.activeIndex);
      return;
    default:
      if (printable(event)) {
        const match = c.typeahead.match(key, c.flat, c.activeIndex);
        if (match >= 0) c.setActiveIndex(match);
      }
  }
}

/** The keyboard of a select-only combobox (WAI-ARIA APG), on its trigger. */
export function onSelectKeyDown(event: KeyboardEvent, context: SelectKeyContext) {
  if (context.open) onOpenKey(event, context);
  else onClosedKey(event, context);
}
