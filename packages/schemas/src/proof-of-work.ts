/**
 * The proof of work a write needs once its form has taken more submissions from all
 * addresses together than the site-wide ceiling allows (ALTCHA v2 challenges, solved in the
 * visitor's browser): the answer that asks for it, the header that carries the solution, and
 * what a visitor is told.
 */
import type { OutcomeText } from './outcome.ts';

/** The request header of a solved challenge: base64 of the JSON `{ challenge, solution }` (ALTCHA's payload). */
export const PROOF_OF_WORK_HEADER = 'Proof-Of-Work';
/** `GET` it for a fresh challenge (the 428 answers carry one too). */
export const PROOF_OF_WORK_CHALLENGE_PATH = '/api/challenge';

/** The `code` of a 428 answer: no solution was sent, or the one sent was wrong, expired or used before. */
export const PROOF_OF_WORK_CODES = {
  required: 'proof_of_work_required',
  invalid: 'proof_of_work_invalid',
} as const;
export type ProofOfWorkCode = (typeof PROOF_OF_WORK_CODES)[keyof typeof PROOF_OF_WORK_CODES];

/** An ALTCHA v2 challenge as the API sends it (signed parameters; the client solves and returns it as is). */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    [key: string]: unknown;
  };
  signature?: string;
}

/** The body of a 428: the message, the code and a fresh challenge to solve. */
export interface ProofOfWorkRequired {
  message: string;
  code: ProofOfWorkCode;
  challenge: ProofOfWorkChallenge;
}

export const PROOF_OF_WORK_MESSAGES = {
  /** The 428 without a solution (a script that solves it never shows it). */
  required: 'Many forms are being sent right now: your browser must confirm this one. Please send it again.',
  /** The 428 for a wrong, expired or reused solution. */
  invalid: 'This form could not be confirmed. Please send it again.',
  /** The site's no-JavaScript form pages, where nothing can solve the challenge. */
  noScript: {
    title: 'Please turn on JavaScript',
    description:
      'Many forms are being sent right now, so this one must be confirmed by your browser, which needs JavaScript. Please turn JavaScript on and send the form again, or try again in a few minutes.',
  },
} as const satisfies { required: string; invalid: string; noScript: OutcomeText };

/**
 * The catalog ids of the two 428 texts a widget shows (the site's no-JavaScript pages keep
 * English, so `noScript` has none).
 */
export const PROOF_OF_WORK_MESSAGE_IDS = {
  required: 'outcome.proofOfWork.required',
  invalid: 'outcome.proofOfWork.invalid',
} as const;
