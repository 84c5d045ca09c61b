import { media, vars } from '@joognoo/ui';
import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { WIDGET_THEME_VARIABLE_NAMES } from '../../lib/widget-theme';

/**
 * The live previews of /developers/widgets are the real embeds: `<joognoo-*>` elements
 * upgraded by `/embed/v1/loader.js`, exactly what a partner page runs (Shadow DOM, the embed
 * build, our API). The loader is imported once the page is hydrated, from a module script,
 * so a strict nonce-based CSP allows it without any inline script.
 */

type LoaderState = 'loading' | 'ready' | 'failed';

interface PreviewContextValue {
  loader: LoaderState;
  /** The theme playground's `--joognoo-*` values, applied to every preview frame. */
  themeVariables: ReadonlyArray<readonly [string, string]>;
  /** The playground's language: every preview's `locale` attribute. */
  locale: string;
}

const PreviewContext = createContext<PreviewContextValue>({ loader: 'loading', themeVariables: [], locale: 'en' });

export function LivePreviewProvider({
  loaderPath,
  themeVariables,
  locale,
  children,
}: {
  loaderPath: string;
  themeVariables: ReadonlyArray<readonly [string, string]>;
  locale: string;
  children: ReactNode;
}) {
  const [loader, setLoader] = useState<LoaderState>('loading');
  useEffect(() => {
    let active = true;
    import(/* @vite-ignore */ loaderPath).then(
      () => active && setLoader('ready'),
      () => active && setLoader('failed'),
    );
    return () => {
      active = false;
    };
  }, [loaderPath]);
  return <PreviewContext.Provider value={{ loader, themeVariables, locale }}>{children}</PreviewContext.Provider>;
}

const Frame = styled.div`
  position: relative;
  min-width: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  /* The widgets' own background variable, so the playground's background shows here too. */
  background: var(--joognoo-color-background, #ffffff);
  box-shadow: ${vars.shadow.sm};
  overflow: hidden;
`;

const FrameBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['4']};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
  color: ${vars.color.muted};

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${vars.radius.full};
    background: ${vars.color.success};
  }
`;

const Stage = styled.div`
  /* Room for the widget until it renders (the loader reserves its exact height after). */
  min-height: 14rem;
  /* The list widgets are several screens tall: they scroll inside the frame, so the
     snippets and reference below stay close. */
  max-height: min(52rem, 85vh);
  overflow: auto;
  padding: ${vars.space['4']};

  ${media.md} {
    padding: ${vars.space['8']};
  }
`;

const Failure = styled.p`
  margin: 0;
  padding: ${vars.space['6']};
  text-align: center;
  color: ${vars.color.muted};
`;

/**
 * What every preview adds to its attributes (never to the snippets a partner copies): the
 * widget's top heading sits below its section's h2, so the page keeps one h1 and a correct
 * outline; and leads or subscriptions sent from a preview carry this source, so they are
 * told apart from real ones in the database.
 */
export const PREVIEW_ATTRIBUTES = { 'heading-level': '3', source: 'developers-widgets' } as const;

export interface LivePreviewProps {
  /** Custom element name, e.g. `joognoo-contact-form`. */
  tag: string;
  /** The example's attributes; `PREVIEW_ATTRIBUTES` are added. */
  attributes: Readonly<Record<string, string>>;
  /** Accessible name of the preview region, e.g. 'Contact form live preview'. */
  label: string;
  barLabel: string;
  failureText: string;
  /** Widgets in the element's named slots (`PREVIEW_ATTRIBUTES` added, one heading level down). */
  slotted?: ReadonlyArray<{ tag: string; slot: string }>;
}

/**
 * The page's CSP nonce, read from a script React Router rendered with it (browsers hide the
 * attribute, the property keeps it). A widget element needs it for its own style tags
 * (widget-kit README, "CSP nonce"); without a CSP there is none and none is needed.
 */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/**
 * One widget running live, in a frame that carries the playground's `--joognoo-*` values.
 * They are set through CSSOM after hydration (`style.setProperty`), never as a `style`
 * attribute in the server HTML, which a strict CSP would block.
 */
export function LivePreview({ tag, attributes, label, barLabel, failureText, slotted = [] }: LivePreviewProps) {
  const { loader, themeVariables, locale } = useContext(PreviewContext);
  const frame = useRef<HTMLDivElement>(null);
  // The element is created in the browser only, with the nonce (which the server HTML must
  // not repeat in an attribute): before the loader defines it, or at once on a client-side
  // navigation when it is defined already.
  const [nonce, setNonce] = useState<string | null>(null);
  useEffect(() => setNonce(pageNonce()), []);
  useEffect(() => {
    const style = frame.current?.style;
    if (!style) return;
    for (const name of WIDGET_THEME_VARIABLE_NAMES) style.removeProperty(name);
    for (const [name, value] of themeVariables) style.setProperty(name, value);
  }, [themeVariables]);
  return (
    <Frame ref={frame} role="region" aria-label={label} data-live-preview={tag}>
      <FrameBar aria-hidden="true">{barLabel}</FrameBar>
      <Stage>
        {loader === 'failed' ? (
          <Failure role="alert">{failureText}</Failure>
        ) : nonce === null ? null : (
          createElement(
            tag,
            { ...attributes, ...PREVIEW_ATTRIBUTES, locale, ...(nonce ? { nonce } : {}) },
            ...slotted.map((child) =>
              createElement(child.tag, {
                key: child.slot,
                slot: child.slot,
                ...PREVIEW_ATTRIBUTES,
                locale,
                'heading-level': String(Number(PREVIEW_ATTRIBUTES['heading-level']) + 1),
                ...(nonce ? { nonce } : {}),
              }),
            ),
          )
        )}
      </Stage>
    </Frame>
  );
}
