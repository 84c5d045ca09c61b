import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from './theme';
import { controlBase } from './internal/styles';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the control invalid (`aria-invalid="true"`, red border). */
  invalid?: boolean;
}

/**
 * What the visitor types reads in its own direction (`unicode-bidi: plaintext`): an e-mail
 * address or an English name typed on an Arabic page runs left to right, Arabic typed on an
 * English page right to left; an empty field starts at the page's start edge.
 */
const typedText = 'unicode-bidi: plaintext;';

const StyledInput = styled.input`
  ${controlBase};
  ${typedText}
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
  ${typedText}
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
