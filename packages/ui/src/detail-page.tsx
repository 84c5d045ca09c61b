import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars, container } from './theme';
import { focusRing, visuallyHidden } from './internal/styles';
import { Card } from './card';
import { ANY_HEADING, LevelHeading } from './heading-level';
import { useToast } from './toast';
import { useWidgetLanguage } from './i18n';

/**
 * The outer box of a widget's page: centred at the layout's width, padded, and the container
 * its `container.*` queries measure (a widget lays out by its own width, not the screen's).
 */
export const WidgetPage = styled.div`
  width: 100%;
  container-type: inline-size;
  max-width: ${vars.layout.containerMaxWidth};
  margin-inline: auto;
  padding: ${vars.space['10']} ${vars.space['4']};
  font-family: ${vars.font.family};
  color: ${vars.color.foreground};
  box-sizing: border-box;

  ${container.md} {
    padding: ${vars.space['16']} ${vars.layout.containerPadding};
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/** Text kept for assistive technology only (a status, a fact's label). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export interface DetailPageProps extends HTMLAttributes<HTMLDivElement> {
  /** The way back to the list, above everything else (e.g. a `DetailBackLink`). */
  back?: ReactNode;
}

/**
 * The page of one item (an article, a job, a case study): the way back, then the item. Compose
 * it with `DetailColumns` (main column and `DetailAside`), `DetailSections`, `DetailCard`,
 * `DetailCover` and `detailTitle`; `DetailNotFound` and `DetailLoading` are its other states.
 */
export const DetailPage = forwardRef<HTMLDivElement, DetailPageProps>(function DetailPage({ back, children, ...rest }, ref) {
  return (
    <WidgetPage ref={ref} {...rest}>
      {back}
      {children}
    </WidgetPage>
  );
});

/**
 * 'Back to …' as a text link: a paragraph holding the host's link element, its arrow an
 * `<Icon name="arrow-start" />` before the text (mirrored in right-to-left text, where back
 * is to the right), as wide as the arrow character it replaces.
 */
export const DetailBackLink = styled.p`
  margin: 0 0 ${vars.space['6']};

  a svg {
    width: 1em;
    height: 1em;
    vertical-align: -0.125em;
  }

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    border-radius: ${vars.radius.sm};
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

/** The item's title: large and tight, larger from the `md` container width. */
export const detailTitle = css`
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: ${vars.letterSpacing.tight};

  ${container.md} {
    font-size: ${vars.fontSize['4xl']};
  }
`;

/** The main column and the aside: stacked, side by side (2 : 1) from the `lg` container width. */
export const DetailColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['10']};

  ${container.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${vars.space['12']};
  }
`;

/** The main column's sections, each under a heading of the same size. */
export const DetailSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['10']};

  section > ${ANY_HEADING} {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** The aside: its cards one under the other. */
export const DetailAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};
`;

/** A card of the aside (related items, about, a call to action) under its own heading. */
export const DetailCard = styled(Card)`
  padding: ${vars.space['6']};
  gap: ${vars.space['4']};

  & > ${ANY_HEADING} {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
`;

/** The item's cover picture, 16:9, cropped to fill. */
export const DetailCover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Centered = styled.div`
  max-width: 576px;
  margin: ${vars.space['16']} auto;
  text-align: center;

  & > ${ANY_HEADING} {
    margin: 0 0 ${vars.space['4']};
    font-size: ${vars.fontSize['3xl']};
  }
  p {
    margin: 0 0 ${vars.space['8']};
  }
`;

export interface DetailNotFoundProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Level of the heading: the level the item's title would have had. */
  level: number;
  title: ReactNode;
  /** The explanation and the way back (a paragraph, then a button). */
  children: ReactNode;
}

/**
 * The page when the item does not exist: a centred heading, its explanation and the way back.
 * Other attributes (a widget's `lang` and `dir`) go on the page's box.
 */
export function DetailNotFound({ level, title, children, ...rest }: DetailNotFoundProps) {
  return (
    <WidgetPage {...rest}>
      <Centered>
        <LevelHeading level={level}>{title}</LevelHeading>
        {children}
      </Centered>
    </WidgetPage>
  );
}

export interface DetailLoadingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What a screen reader announces while the item loads. */
  label: string;
  /** The placeholder the eye sees (skeletons), hidden from assistive technology by the caller. */
  children: ReactNode;
}

/**
 * The page while the item loads: busy, one spoken status, and the placeholder. Other
 * attributes (a widget's `lang` and `dir`) go on the page's box.
 */
export function DetailLoading({ label, children, ...rest }: DetailLoadingProps) {
  return (
    <WidgetPage aria-busy="true" {...rest}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </WidgetPage>
  );
}

export interface ShareLinkOptions {
  /** The address shared or copied. */
  url: string;
  title: string;
  text: string;
  /** The toast's text once the address is copied (where the browser cannot share). */
  copiedDescription: string;
}

/**
 * Shares an address with the browser's share sheet, else copies it and says so in a toast.
 * Closing the share sheet is not an error; other failures are logged, never thrown.
 */
export function useShareLink(): (options: ShareLinkOptions) => Promise<void> {
  const { toast } = useToast();
  const { t } = useWidgetLanguage();
  return async ({ url, title, text, copiedDescription }) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        if ((error as { name?: string } | null)?.name !== 'AbortError') console.error('Share failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('ui.share.copied'), description: copiedDescription });
    } catch (error) {
      console.error('Copy link failed', error);
    }
  };
}
