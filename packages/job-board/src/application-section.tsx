/**
 * The content of a job's `#apply` section: the heading 'Apply for this Position'
 * and the application form, or, for a closed job, that it no longer accepts applications.
 * JobDetail loads this module (and with it the form, the application schema and its texts)
 * lazily: the job list and the rest of the job page never download it.
 */
import { LevelHeading } from '@joognoo/ui';
import { useMessages } from '@joognoo/widget-kit';
import type { ApplicationFormClient, ApplicationFormProps } from './application';
import ApplicationForm from './application-form';
import type { JobBoardMessageId } from './catalog';
import { Muted } from './styles';

export interface ApplicationSectionProps extends ApplicationFormProps {
  job: ApplicationFormProps['job'] & { closedAt?: string | undefined };
  client: () => ApplicationFormClient;
  /** Level of the section's heading. */
  level: number;
  headingId: string;
  /** Shown above the form (a server's notice after a no-JavaScript post). */
  notice?: React.ReactNode;
}

export default function ApplicationSection({ level, headingId, notice, ...form }: ApplicationSectionProps) {
  const { t } = useMessages<JobBoardMessageId>();
  return (
    <>
      <LevelHeading level={level} id={headingId}>
        {t('jobBoard.application.heading')}
      </LevelHeading>
      {form.job.closedAt ? (
        <Muted>{t('jobBoard.application.closed')}</Muted>
      ) : (
        <>
          {notice}
          <ApplicationForm {...form} />
        </>
      )}
    </>
  );
}
