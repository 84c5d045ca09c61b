/**
 * `<joognoo-case-studies>`: the case-study browser, or one case study with `case-study="{slug}"`.
 *
 * ```html
 * <script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>
 * <joognoo-case-studies api-base="https://www.joognoo.com" use-case="carbon"></joognoo-case-studies>
 * ```
 */
import { defineWidget } from '@joognoo/widget-kit';
import { CaseStudiesWidget } from './widget';

export const CASE_STUDIES_TAG = 'joognoo-case-studies';

defineWidget({
  tagName: CASE_STUDIES_TAG,
  component: CaseStudiesWidget,
  attributes: {
    'case-study': 'string',
    'case-study-href': 'string',
    'list-href': 'string',
    'contact-href': 'string',
    'use-case': 'string',
    product: 'string',
  },
  minHeight: 560,
  ready: 'manual',
});
