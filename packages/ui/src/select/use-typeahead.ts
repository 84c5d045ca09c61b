import { useEffect, useRef } from 'react';

const TYPEAHEAD_RESET_MS = 500;

interface TypeaheadOption {
  index: number;
  label: string;
  disabled?: boolean;
}

export interface Typeahead {
  /**
   * Adds `char` to the typed text (forgotten after a pause) and returns the index of the
   * first enabled option after `start` whose label starts with it, else -1. One repeated
   * letter cycles through the matches; a longer string refines the current one.
   */
  match: (char: string, options: readonly TypeaheadOption[], start: number) => number;
  /** Whether a search is under way (a space then types, it does not choose). */
  typing: () => boolean;
}

/** Type-to-select of a listbox (WAI-ARIA APG): the typed letters find an option by its label. */
export function useTypeahead(resetMs = TYPEAHEAD_RESET_MS): Typeahead {
  const state = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  useEffect(() => () => clearTimeout(state.current.timer), []);

  return {
    match(char, options, start) {
      const current = state.current;
      clearTimeout(current.timer);
      current.text += char.toLowerCase();
      current.timer = setTimeout(() => {
        current.text = '';
      }, resetMs);
      const repeated = current.text.split('').every((c) => c === current.text[0]);
      const search = repeated ? current.text.slice(0, 1) : current.text;
      const from = search.length === 1 ? start + 1 : Math.max(start, 0);
      const candidates = [...options.slice(from), ...options.slice(0, from)];
      const found = candidates.find((o) => !o.disabled && o.label.toLowerCase().startsWith(search));
      return found ? found.index : -1;
    },
    typing: () => state.current.text !== '',
  };
}
