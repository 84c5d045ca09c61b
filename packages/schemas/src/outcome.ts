/** The texts a form shows when a submission ends: each form's are defined beside its schema. */

/** A toast or notice with fixed texts: its title and the line under it. */
export interface OutcomeText {
  readonly title: string;
  readonly description: string;
}

/** A failure toast whose line is the server's `message` when it sent one, else `fallback`. */
export interface FailureText {
  readonly title: string;
  readonly fallback: string;
}

/**
 * The catalog ids of an outcomes object (`NEWSLETTER_OUTCOMES` -> `NEWSLETTER_OUTCOME_IDS`),
 * in its shape: for each text object its id, whose texts are the catalog's `<id>.title`
 * and `<id>.description` (or `<id>.fallback`), e.g. `outcome.newsletter.success.title`.
 */
export type OutcomeIds<T> = { readonly [K in keyof T]: T[K] extends OutcomeText | FailureText ? string : OutcomeIds<T[K]> };
