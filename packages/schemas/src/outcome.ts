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
