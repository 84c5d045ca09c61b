/**
 * The job board's language: the catalog, and `WidgetLocale` around each component that can
 * be used on its own (`JobBoardWidget`, `JobList`, `JobDetail`, `JobCardView`). Inside the
 * board already (a card of the list, the list or a job of the widget) a component speaks the
 * board's language, unless given a `locale` or `messages` of its own.
 */
import type { ReactNode } from 'react';
import { useWidgetLanguage } from '@joognoo/ui';
import { WidgetLocale, type WidgetLocaleProps } from '@joognoo/widget-kit';
import { JOB_BOARD_CATALOG, type JobBoardMessageId } from './catalog';

/** A message every job board language has: present, the component is inside the board. */
const BOARD_MESSAGE: JobBoardMessageId = 'jobBoard.list.heading';

export interface JobBoardLocaleProps extends WidgetLocaleProps {
  /** `root`: true when this component starts the board's language (its element carries `lang` and `dir`). */
  children: (root: boolean) => ReactNode;
}

export function JobBoardLocale({ locale, messages, children }: JobBoardLocaleProps) {
  const inside = useWidgetLanguage().has(BOARD_MESSAGE);
  if (inside && locale === undefined && messages === undefined) return children(false);
  return (
    <WidgetLocale catalog={JOB_BOARD_CATALOG} widget="@joognoo/job-board" locale={locale} messages={messages}>
      {children(true)}
    </WidgetLocale>
  );
}
