/**
 * styled-lite (the embed build's styled-components): runs in the `embed-libs` project, where
 * `styled-components` resolves to it, next to the element tests (define-widget.test.tsx)
 * that run on it as well.
 */
import { render } from '@testing-library/react';
import { createRef } from 'react';
import styled, { StyleSheetManager, ThemeProvider, css, keyframes } from 'styled-components';
import { describe, expect, it } from 'vitest';
import * as lite from './styled-lite';

/** Every rule of every styled style element in `root`, as text. */
function rules(root: Document | ShadowRoot = document): string[] {
  return [...root.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap((el) =>
    el.sheet ? [...el.sheet.cssRules].map((rule) => rule.cssText) : [el.textContent ?? ''],
  );
}

const ruleFor = (el: Element, root?: Document | ShadowRoot) => {
  const names = [...el.classList];
  return rules(root).filter((rule) => names.some((name) => rule.startsWith(`.${name}`)));
};

describe('styled-lite', () => {
  it('is what `styled-components` resolves to here (as in the embed build)', () => {
    expect(styled).toBe(lite.default);
  });

  it('renders the element with its class and rules; transient props, `as` and `theme` stay out of the DOM', () => {
    const Box = styled.div<{ $tone: string }>`
      color: ${({ $tone }) => $tone};
      &:hover {
        color: black;
      }
    `;
    const { container } = render(
      <Box $tone="red" as="section" data-x="1" className="own" title="t">
        hi
      </Box>,
    );
    const el = container.firstElementChild!;
    expect(el.tagName).toBe('SECTION');
    expect(el.getAttribute('data-x')).toBe('1');
    expect(el.getAttribute('title')).toBe('t');
    expect(el.hasAttribute('$tone')).toBe(false);
    expect(el.classList.contains('own')).toBe(true);
    expect(el.classList.contains(String(Box).slice(1))).toBe(true);
    const text = ruleFor(el).join('\n');
    expect(text).toMatch(/color: red/);
    expect(text).toMatch(/:hover/);
  });

  it('a new prop value gives a new class; the same value reuses the inserted rule', () => {
    const Tone = styled.span<{ $c: string }>`
      color: ${(p) => p.$c};
    `;
    const { container, rerender } = render(<Tone $c="red" />);
    const first = container.firstElementChild!.className;
    rerender(<Tone $c="blue" />);
    const second = container.firstElementChild!.className;
    expect(second).not.toBe(first);
    const before = rules().length;
    rerender(<Tone $c="red" />);
    expect(container.firstElementChild!.className).toBe(first);
    expect(rules().length).toBe(before);
  });

  it('extending a styled component folds its styles (base first) and keeps its element and selector', () => {
    const Base = styled.p`
      margin: 1px;
    `;
    const Extended = styled(Base)`
      margin: 2px;
    `;
    const Parent = styled.div`
      ${Base} {
        padding: 3px;
      }
    `;
    const { container } = render(
      <Parent>
        <Extended />
      </Parent>,
    );
    const p = container.querySelector('p')!;
    expect(p.classList.contains(String(Base).slice(1))).toBe(true);
    expect(p.classList.contains(String(Extended).slice(1))).toBe(true);
    const all = rules();
    const baseIndex = all.findIndex((rule) => rule.includes('margin: 1px'));
    const extendedIndex = all.findIndex((rule) => rule.includes('margin: 2px'));
    expect(baseIndex).toBeGreaterThanOrEqual(0);
    expect(extendedIndex).toBeGreaterThan(baseIndex);
    expect(all.some((rule) => rule.includes(`${String(Base)}`) && rule.includes('padding: 3px'))).toBe(true);
  });

  it('inserts rules in definition order, whatever the render order', () => {
    const First = styled.i`
      order: 1;
    `;
    const Second = styled.b`
      order: 2;
    `;
    render(
      <>
        <Second />
        <First />
      </>,
    );
    const all = rules();
    expect(all.findIndex((rule) => rule.includes('order: 1'))).toBeLessThan(all.findIndex((rule) => rule.includes('order: 2')));
  });

  it('wraps any component, passing className and ref; css fragments, keyframes and the theme interpolate', () => {
    const spin = keyframes`
      to { transform: rotate(360deg); }
    `;
    const fragment = css`
      animation: ${spin} 1s;
    `;
    const Plain = (props: { className?: string; label: string }) => <em className={props.className}>{props.label}</em>;
    const Wrapped = styled(Plain)`
      ${fragment};
      color: ${({ theme }) => (theme as { ink: string }).ink};
      ${() => false};
    `;
    const Input = styled.input``;
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <ThemeProvider theme={{ ink: 'green' }}>
        <Wrapped label="x" />
        <Input ref={ref} />
      </ThemeProvider>,
    );
    const em = container.querySelector('em')!;
    const text = ruleFor(em).join('\n');
    expect(text).toMatch(/color: green/);
    expect(text).toContain(`animation: ${spin.name} 1s`);
    expect(rules().some((rule) => rule.startsWith(`@keyframes ${spin.name}`))).toBe(true);
    expect(ref.current).toBe(container.querySelector('input'));
  });

  it('StyleSheetManager puts the styles in its target (a shadow root) with the nonce, once per target', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const Shadowed = styled.div`
      letter-spacing: 1px;
    `;
    const tree = (
      <StyleSheetManager target={shadow} nonce="abc">
        <Shadowed />
      </StyleSheetManager>
    );
    const { unmount } = render(tree, { container: mount });
    unmount();
    const again = document.createElement('div');
    shadow.append(again);
    render(tree, { container: again });
    const styles = shadow.querySelectorAll('style[data-styled]');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.getAttribute('nonce')).toBe('abc');
    expect(rules(shadow).some((rule) => rule.includes('letter-spacing: 1px'))).toBe(true);
    expect(rules(document).some((rule) => rule.includes('letter-spacing: 1px'))).toBe(false);
  });
});
