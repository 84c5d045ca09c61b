import { Fragment, type ReactNode } from 'react';

/**
 * A message some of whose arguments are elements (`{url}` as `<bdi>…</bdi>`), still one
 * message with its own word order: it is formatted with a marker in place of each element
 * and cut at the markers. `format` gets the markers to pass as those arguments' values.
 */
export function withElements(format: (markers: Record<string, string>) => string, elements: Record<string, ReactNode>): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `\uE000${name}\uE001`]));
  return format(markers)
    .split(/\uE000(\w+)\uE001/)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part))
    .filter((part) => part !== '');
}
