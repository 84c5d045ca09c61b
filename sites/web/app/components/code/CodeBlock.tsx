import { vars, visuallyHidden } from '@joognoo/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CODE_BLOCK_LABELS, CODE_LANGUAGE_LABELS, type CodeLanguage } from './labels';
import { Icon } from '../icons/Icon';

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  border-radius: ${vars.radius.lg};
  background: #16161a;
  color: #e8e8ed;
  overflow: hidden;
  box-shadow: ${vars.shadow.sm};
`;

const Bar = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  padding: ${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']};
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
  font-size: ${vars.fontSize.xs};
  color: #c7c7cc;
`;

const Language = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 2rem;
  padding: 0 ${vars.space['3']};
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${vars.radius.full};
  background: transparent;
  color: #f5f5f7;
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }

  &:focus-visible {
    outline: 2px solid #ffffff;
    outline-offset: 2px;
  }
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${vars.space['4']};
  overflow-x: auto;
  font-family: ${vars.font.familyMono};
  font-size: 0.8125rem;
  line-height: 1.65;
  tab-size: 2;

  &:focus-visible {
    outline: 2px solid #ffffff;
    outline-offset: -4px;
  }

  code {
    font-family: inherit;
    white-space: pre;
  }
`;

const Status = styled.span`
  ${visuallyHidden}
`;

type CopyState = 'idle' | 'copied' | 'failed';

export interface CodeBlockProps {
  code: string;
  language: CodeLanguage;
  /** What the code is (names the copy button for screen readers). */
  title: string;
}

/** A code sample: `<pre><code>` (keyboard-scrollable) with its language and a Copy button. */
export function CodeBlock({ code, language, title }: CodeBlockProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };

  const label = state === 'copied' ? CODE_BLOCK_LABELS.copied : state === 'failed' ? CODE_BLOCK_LABELS.copyFailed : CODE_BLOCK_LABELS.copy;
  return (
    <Figure>
      <Bar>
        <Language>{CODE_LANGUAGE_LABELS[language]}</Language>
        <CopyButton type="button" onClick={copy} aria-label={`${label}: ${title}`} data-state={state}>
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={14} />
          <span aria-hidden="true">{label}</span>
        </CopyButton>
      </Bar>
      {/* tabIndex: a horizontally scrollable region must be reachable by keyboard. */}
      <Pre tabIndex={0}>
        <code className={`language-${language}`}>{code}</code>
      </Pre>
      <Status role="status">{state === 'idle' ? '' : label}</Status>
    </Figure>
  );
}
