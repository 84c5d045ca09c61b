export { JobList, JobCardView, JobCardSkeleton, defaultJobHref, type JobListProps } from './job-list';
export { JobDetail, APPLY_SECTION_ID, type JobDetailProps, type JobDetailData } from './job-detail';
export type {
  ApplicationEventContext,
  ApplicationErrorDetail,
  ApplicationFormClient,
  ApplicationFormProps,
  ApplicationFormValues,
  ApplicationSubmitDetail,
  ApplicationSuccessDetail,
} from './application';
export { JobBoardWidget, type JobBoardWidgetProps } from './widget';
export type { JobBoardClient } from './client';
export type { LinkComponent, LinkProps } from '@joognoo/widget-kit';
export {
  formatSalary,
  formatMoney,
  formatLocation,
  formatPosted,
  timeAgo,
  DEFAULT_SALARY_CURRENCY,
} from './format';
export {
  jobPostingJsonLd,
  jobDescriptionHtml,
  serializeJsonLd,
  toEmploymentType,
  type EmploymentType,
  type HiringOrganization,
  type JobPostingJsonLdOptions,
} from './json-ld';
export { COMPANY_BLURB, EQUAL_OPPORTUNITY_STATEMENT } from './content';
export { fillTemplate } from '@joognoo/widget-kit';
export { jobBoardElement, JOB_BOARD_TAG } from './element';
export type { JobBoardElementAttributes } from './jsx';
export { JOB_BOARD_CATALOG, type JobBoardMessageId } from './catalog';
