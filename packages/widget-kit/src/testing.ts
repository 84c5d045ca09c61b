/**
 * `@joognoo/widget-kit/testing`: what a page with two instances of a widget must never show,
 * for the tests of widgets and of the pages that render them.
 */

export interface IdProblems {
  /** How many elements under the root carry an id (a test asserts there are some). */
  ids: number;
  /** Ids used more than once (each listed once). */
  duplicates: string[];
  /** Ids that an `aria-labelledby`, `aria-describedby`, `aria-controls` or label `for` names, and no element has. */
  dangling: string[];
}

const REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'] as const;

/** The id problems under `root` (the whole document by default). */
export function idProblems(root: ParentNode = document): IdProblems {
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  const known = new Set(ids);
  const named = [...root.querySelectorAll(REFERENCES.map((name) => `[${name}]`).join(', '))].flatMap((element) =>
    REFERENCES.flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/)),
  );
  return {
    ids: ids.length,
    duplicates: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
    dangling: [...new Set(named.filter((id) => id && !known.has(id)))],
  };
}
