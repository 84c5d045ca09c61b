import { BRAND, LIMITS } from '@joognoo/schemas';

const { green, ai, hire } = BRAND.products;

/**
 * The values of the company blurb's and the statement's messages (`jobBoard.detail.companyBlurb`,
 * `jobBoard.detail.equalOpportunityStatement`): names stay as they are in every language.
 */
export const CONTENT_VALUES = {
  brand: BRAND.name,
  green: green.name,
  ai: ai.name,
  hire: hire.name,
  year: String(LIMITS.foundedYear),
} as const;

/** The company blurb shown on every job page ('About {brand}'), in English (the widget shows its message). */
export const COMPANY_BLURB =
  `${BRAND.name} builds modular AI accelerators and three products for mid-size and large organisations: ` +
  `${green.name} for sustainability and carbon accounting, ${ai.name} for AI portfolio governance and ` +
  `${hire.name} for AI recruitment. Founded in ${LIMITS.foundedYear}, we work with enterprises across ` +
  `Asia Pacific, the Middle East and the Americas from offices in Singapore, India, Malaysia, Australia, the UAE and the US.`;

/** The equal-opportunity statement shown on every job page, in English (the widget shows its message). */
export const EQUAL_OPPORTUNITY_STATEMENT =
  `${BRAND.name} is an equal opportunity employer. We welcome applicants of every background and do not ` +
  `discriminate on the basis of race, colour, religion, sex, sexual orientation, gender identity or expression, ` +
  `national origin, age, disability, marital status or veteran status. If you need an adjustment during the ` +
  `application process, tell us and we will make it.`;
