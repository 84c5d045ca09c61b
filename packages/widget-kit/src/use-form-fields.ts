import { useEffect, useRef, useState } from 'react';
import { validate, type FieldErrors } from '@joognoo/schemas';
import { useWidgetLanguage } from '@joognoo/ui';
import { localizeFieldErrors, type FieldCodes } from './i18n/widget-locale';

const NO_ERRORS: FieldErrors = {};

/**
 * The values and per-field messages of one form. `order` lists the fields in display order:
 * after `showErrors` (the schema's messages from `check`, or a server's 400) the first field
 * with a message, among those whose element `register` was given, takes the focus; so does
 * the first of `initialErrors` (a server re-rendering a failed no-JavaScript post) on mount
 * when `focusInitialErrors`. Editing a field (`setField`) clears its message.
 */
export function useFormFields<V extends object>(
  initial: V | (() => V),
  order: readonly string[],
  initialErrors: FieldErrors = NO_ERRORS,
  focusInitialErrors?: boolean,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState(initialErrors);
  const firstInvalid = (found: FieldErrors) => order.find((field) => field in found);
  // A new array each time, so showing the same first field again focuses it again; focused
  // in an effect, once the render with the messages is committed (and the field enabled).
  const [focus, setFocus] = useState(() => [focusInitialErrors ? firstInvalid(initialErrors) : undefined]);
  const elements = useRef<Record<string, HTMLElement | null>>({});

  useEffect(() => {
    if (focus[0]) elements.current[focus[0]]?.focus();
  }, [focus]);

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const language = useWidgetLanguage();
  /** Shows `found` (English), in the widget's language where `codes` give each message's code. */
  const showErrors = (found: FieldErrors, codes?: FieldCodes) => {
    setErrors(localizeFieldErrors(language, found, codes));
    setFocus([firstInvalid(found)]);
  };

  return {
    values,
    setValues,
    errors,
    showErrors,
    clearError,
    setField: <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
    /** The schema's output, or undefined after showing its messages. */
    check: <S extends Parameters<typeof validate>[0]>(schema: S, input: unknown) => {
      const result = validate(schema, input);
      if (result.success) return result.output;
      showErrors(result.errors, (result as { codes?: FieldCodes }).codes);
    },
    register: (field: string) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
  };
}

export type FormFields<V extends object> = ReturnType<typeof useFormFields<V>>;
