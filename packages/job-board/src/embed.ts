/**
 * `<joognoo-job-board>`: our openings on any page, or one job with `job="{slug}"`.
 *
 * ```html
 * <script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>
 * <joognoo-job-board
 *   api-base="https://www.joognoo.com"
 *   view-details-href="https://partner.example/jobs/{slug}"
 *   apply-href="https://partner.example/apply?job={slug}"></joognoo-job-board>
 * ```
 */
import { createElement } from 'react';
import { defineWidget } from '@joognoo/widget-kit';
import { jobBoardElement } from './element';
import { JOB_BOARD_RESERVED_HEIGHTS } from './layout';
import { JobBoardWidget, type JobBoardWidgetProps } from './widget';
import { JOB_BOARD_CATALOG } from './catalog';

export { JOB_BOARD_TAG, jobBoardElement } from './element';
export { JOB_BOARD_RESERVED_HEIGHTS } from './layout';

defineWidget({
  ...jobBoardElement,
  catalog: JOB_BOARD_CATALOG,
  packageName: '@joognoo/job-board',
  // Script-tag pages get the JobPosting JSON-LD in their <head> and a list of fixed height
  // (React sites opt in with `jsonLd` and `paged`).
  component: (props: JobBoardWidgetProps) => createElement(JobBoardWidget, { ...props, jsonLd: true, paged: true }),
  // One job's detail: a floor. The list: its exact height per width (layout.ts).
  minHeight: 420,
  reservedHeights: JOB_BOARD_RESERVED_HEIGHTS,
  ready: 'manual',
});
export type { JobBoardElementAttributes } from './jsx';
