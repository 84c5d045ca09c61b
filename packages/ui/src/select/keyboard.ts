import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import { firstEnabled, lastEnabled, stepEnabled, type FlatOption } from './options';
import type { Typeahead } from './use-typeahead';

const PAGE_STEP = 10;

/** Where each navigation key moves the active option from `index` (disabled options are skipped). */
const MOVES: Record<string, (flat: readonly FlatOption[], index: number) => number> = {
  ArrowDown: (flat, index) => stepEnabled(flat, index, 1),
  ArrowUp: (flat, index) => stepEnabled(flat, index, -1),
  Home: firstEnabled,
  End: lastEnabled,
  PageDown: (flat, index) => stepEnabled(flat, index, PAGE_STEP),
  PageUp: (flat, index) => stepEnabled(flat, index, -PAGE_STEP),
};

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

/**
 * The keyboard of a select-only combobox (WAI-ARIA APG), on its trigger. Closed: the arrows,
 * Enter and Space open it on the selected option (ArrowUp with none selected: the first),
 * Home and End on an end, a letter on its match. Open: the navigation keys move the active
 * option, Enter, Space, Tab and Alt+ArrowUp choose it, Escape closes, letters find a match.
 */
export function onSelectKeyDown(event: KeyboardEvent, c: SelectKeyContext) {
  const { key, altKey } = event;
  const typed = key.length === 1 && !event.ctrlKey && !event.metaKey;
  if (!c.open) {
    const selectedOrFirst = c.selectedIndex >= 0 ? c.selectedIndex : firstEnabled(c.flat);
    if (key === 'Home' || key === 'End') {
      event.preventDefault();
      c.openList(MOVES[key]!(c.flat, -1));
    } else if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
      event.preventDefault();
      c.openList(key === 'ArrowUp' && !altKey && c.selectedIndex < 0 ? firstEnabled(c.flat) : selectedOrFirst);
    } else if (typed) {
      const match = c.typeahead.match(key, c.flat, c.selectedIndex);
      c.openList(match >= 0 ? match : selectedOrFirst);
    }
    return;
  }
  const move = MOVES[key];
  if (move && !(key === 'ArrowUp' && altKey)) {
    event.preventDefault();
    c.setActiveIndex((index) => move(c.flat, index));
  } else if (key === 'Escape') {
    event.preventDefault();
    c.close();
  } else if (key === ' ' && c.typeahead.typing()) {
    event.preventDefault();
    const match = c.typeahead.match(key, c.flat, c.activeIndex);
    if (match >= 0) c.setActiveIndex(match);
  } else if (key === 'Enter' || key === ' ' || key === 'ArrowUp' || key === 'Tab') {
    if (key !== 'Tab') event.preventDefault();
    c.choose(c.activeIndex);
  } else if (typed) {
    const match = c.typeahead.match(key, c.flat, c.activeIndex);
    if (match >= 0) c.setActiveIndex(match);
  }
}
