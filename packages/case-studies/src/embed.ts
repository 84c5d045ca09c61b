/**
 * `<joognoo-case-studies>`: the case-study browser, or one case study with `case-study="{slug}"`.
 *
 * ```html
 * <script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>
 * <joognoo-case-studies api-base="https://www.joognoo.com" use-case="carbon"></joognoo-case-studies>
 * ```
 */
import { defineWidget } from '@joognoo/widget-kit';
import { caseStudiesElement } from './element';
import { CaseStudiesWidget } from './widget';
import { CASE_STUDIES_CATALOG } from './catalog';

export { CASE_STUDIES_TAG, caseStudiesElement } from './element';

defineWidget({
  ...caseStudiesElement,
  catalog: CASE_STUDIES_CATALOG,
  packageName: '@joognoo/case-studies',
  component: CaseStudiesWidget,
  minHeight: 560,
  ready: 'manual',
});
export type { CaseStudiesElementAttributes } from './jsx';
