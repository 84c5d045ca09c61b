import {
  cloneElement,
  isValidElement,
  useId,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { vars } from './theme';

/** Props a `Field` gives its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Visible label, a `<label for>` the control. */
  label?: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error message: shown under the control with `role="alert"`, control gets `aria-invalid`. */
  error?: ReactNode;
  /** Id of the control (generated when absent). */
  htmlFor?: string;
  /** Shows a required marker and sets `aria-required` on the control. */
  required?: boolean;
  /** One control element (it is cloned with id/aria props) or a render function. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  font-family: ${vars.font.family};
`;

const Label = styled.label`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.foreground};
`;

const Required = styled.span`
  margin-inline-start: 2px;
  color: ${vars.color.destructive};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;

/**
 * The message sits at the start of the line in the widget's direction; its text is isolated
 * (`<bdi>`), so its punctuation follows its own language: an English message on an Arabic
 * page ends with its full stop, not begins with it.
 */
const ErrorMessage = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.destructive};
`;

/**
 * Label + control + hint + error, wired for assistive technology:
 * `<Field label="Email" error={errors.email}><Input name="email" /></Field>`.
 */
export function Field({ label, hint, error, htmlFor, required, children, ...rest }: FieldProps) {
  const generatedId = useId();
  const childId =
    typeof children !== 'function' && isValidElement<{ id?: unknown }>(children) && typeof children.props.id === 'string'
      ? children.props.id
      : undefined;
  const controlId = htmlFor ?? childId ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasError ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };

  let control: ReactNode;
  if (typeof children === 'function') {
    control = children(controlProps);
  } else if (isValidElement<Record<string, unknown>>(children)) {
    const own = children.props;
    const ownDescribedBy = typeof own['aria-describedby'] === 'string' ? own['aria-describedby'] : '';
    control = cloneElement(children, {
      ...controlProps,
      'aria-invalid': controlProps['aria-invalid'] ?? own['aria-invalid'],
      'aria-describedby': [ownDescribedBy, describedBy].filter(Boolean).join(' ') || undefined,
    });
  } else {
    control = children;
  }

  return (
    <Root data-invalid={hasError || undefined} {...rest}>
      {label ? (
        <Label htmlFor={controlId}>
          {label}
          {required ? <Required aria-hidden="true">*</Required> : null}
        </Label>
      ) : null}
      {control}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? (
        <ErrorMessage id={errorId} role="alert">
          <bdi>{error}</bdi>
        </ErrorMessage>
      ) : null}
    </Root>
  );
}
