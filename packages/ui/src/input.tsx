import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from './theme';
import { controlBase } from './internal/styles';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the control invalid (`aria-invalid="true"`, red border). */
  invalid?: boolean;
}

const StyledInput = styled.input`
  ${controlBase};
  height: 44px;
`;

/** Text-like `<input>` (text, email, tel, url, search, password, number...). */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { invalid, type = 'text', ...rest },
  ref,
) {
  return <StyledInput ref={ref} type={type} aria-invalid={invalid || undefined} {...rest} />;
});
Input.displayName = 'Input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

const StyledTextarea = styled.textarea`
  ${controlBase};
  min-height: 120px;
  padding: ${vars.space['3']} ${vars.space['4']};
  resize: vertical;
`;

/** Multi-line text control, vertically resizable. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, rows = 4, ...rest },
  ref,
) {
  return <StyledTextarea ref={ref} rows={rows} aria-invalid={invalid || undefined} {...rest} />;
});
Textarea.displayName = 'Textarea';
