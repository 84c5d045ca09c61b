import { useEffect, useRef, useState } from 'react';
import { validate, type FieldErrors } from '@joognoo/schemas';

export interface FormFieldsOptions<V> {
  /** The starting values (a function is called once). */
  initial: V | (() => V);
  /** The fields in display order: after a failed check the first one with a message takes the focus. */
  order: readonly string[];
  /** Messages to start with, by field (a server re-rendering a failed no-JavaScript post). */
  initialErrors?: FieldErrors | undefined;
  /** Focus the first field of `initialErrors` once mounted. */
  focusInitialErrors?: boolean;
}

const NO_ERRORS: FieldErrors = {};

/**
 * The values and per-field messages of one form. Editing a field (`setField`) clears its
 * message; `check` validates with a schema of @joognoo/schemas and shows its messages as they
 * are; `showErrors` shows messages (the schema's, or a server's 400) and focuses the first
 * invalid field, in `order`, whose element `register` was given.
 */
export function useFormFields<V extends object>({ initial, order, initialErrors, focusInitialErrors }: FormFieldsOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? NO_ERRORS);
  const firstInvalid = (found: FieldErrors | undefined) => (found && order.find((field) => field in found)) || null;
  // Focused in an effect: the field exists once the render with its message is committed.
  const [focusField, setFocusField] = useState<string | null>(() => (focusInitialErrors ? firstInvalid(initialErrors) : null));
  const elements = useRef<Record<string, HTMLElement | null>>({});

  useEffect(() => {
    if (!focusField) return;
    elements.current[focusField]?.focus();
    setFocusField(null);
  }, [focusField]);

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const setField = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFocusField(firstInvalid(found));
  };

  /** The schema's output, or undefined after showing its messages. */
  const check = <S extends Parameters<typeof validate>[0]>(schema: S, input: unknown) => {
    const result = validate(schema, input);
    if (result.success) return result.output;
    showErrors(result.errors);
    return undefined;
  };

  const register = (field: string) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };

  return { values, setValues, setField, errors, setErrors, clearError, showErrors, check, register };
}

export type FormFields<V extends object> = ReturnType<typeof useFormFields<V>>;
