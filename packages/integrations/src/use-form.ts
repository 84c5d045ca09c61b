import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@joognoo/schemas';

/**
 * Values, per-field messages and the pending flag of one form. Editing a field clears
 * its message; `focusFirstError` focuses the first invalid field (in `order`).
 */
export function useForm<V extends object>(initial: () => V, order: ReadonlyArray<keyof V & string>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [focusField, setFocusField] = useState<string | null>(null);
  const refs = useRef<Record<string, HTMLElement | null>>({});

  useEffect(() => {
    if (!focusField) return;
    refs.current[focusField]?.focus();
    setFocusField(null);
  }, [focusField]);

  const setField = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as string];
      return next;
    });
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    setFocusField(order.find((field) => field in next) ?? null);
  };

  const register = (field: keyof V & string) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };

  return { values, setValues, setField, errors, setErrors, showErrors, pending, setPending, register };
}

/** False on the server and during hydration, true after mount (submit buttons wait for it). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
