import { Button, type ButtonSize, type ButtonVariant } from '@joognoo/ui';
import type { MouseEvent, ReactNode } from 'react';
import { DOCS_DEFAULT_TAB, type DocsLink, type DocsTabId } from './copy';

/** Where an in-page docs link points: `/documentation?tab=guides#guide-x` (works without JavaScript too). */
export function docsLinkHref(tab: DocsTabId, anchor: string): string {
  const query = tab === DOCS_DEFAULT_TAB ? '' : `?tab=${tab}`;
  return `/documentation${query}#${anchor}`;
}

export interface DocsLinkAnchorProps {
  link: DocsLink;
  /** Opens `tab` and scrolls to `anchor`. */
  onNavigate: (tab: DocsTabId, anchor: string) => void;
  /** Render as a button-styled link. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/**
 * A documentation link. '#id' links carry the tab that holds the section: the href is a
 * real URL to that tab and section; a plain click switches the tab in place and scrolls
 * there (modified clicks open normally).
 */
export function DocsLinkAnchor({ link, onNavigate, variant, size = 'default', className, children }: DocsLinkAnchorProps) {
  const inPage = link.href.startsWith('#') && link.tab !== undefined;
  const href = inPage ? docsLinkHref(link.tab!, link.href.slice(1)) : link.href;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!inPage || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(link.tab!, link.href.slice(1));
  };
  const content = children ?? link.label;
  if (variant) {
    return (
      <Button href={href} onClick={onClick} variant={variant} size={size} className={className}>
        {content}
      </Button>
    );
  }
  return (
    <a href={href} onClick={onClick} className={className}>
      {content}
    </a>
  );
}
