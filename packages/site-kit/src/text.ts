/**
 * A posted value as a page may show it again: cut to its field's longest valid length
 * (`MAX_LENGTH` of @joognoo/schemas). Validation always sees the whole value (a too-long
 * one is refused, never stored cut); only the echo into the error page is bounded.
 */
export function forEcho(value: string, maxLength: number): string {
  return value.length > maxLength ? value.slice(0, maxLength) : value;
}
