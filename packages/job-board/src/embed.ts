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
import { defineWidget } from '@joognoo/widget-kit';
import { JobBoardWidget } from './widget';

export const JOB_BOARD_TAG = 'joognoo-job-board';

defineWidget({
  tagName: JOB_BOARD_TAG,
  component: JobBoardWidget,
  attributes: {
    job: 'string',
    'view-details-href': 'string',
    'apply-href': 'string',
    'careers-href': 'string',
  },
  minHeight: 420,
  ready: 'manual',
});
