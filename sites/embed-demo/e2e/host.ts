/**
 * The origins and the host's environment of an e2e run, shared by playwright.config.ts (which
 * starts the servers) and the fixtures (which run the API's commands against the same
 * database with the same keys).
 */
export const HOST_PORT = Number(process.env.EMBED_E2E_HOST_PORT ?? 4461);
export const DEMO_PORT = Number(process.env.EMBED_E2E_DEMO_PORT ?? 4462);
export const OTHER_PORT = Number(process.env.EMBED_E2E_OTHER_PORT ?? 4463);

/** The real host: the built site serving /embed/ and the API. */
export const HOST = `http://127.0.0.1:${HOST_PORT}`;
/** The demo on an origin the host allows through EMBED_ORIGINS (an origin of the company itself). */
export const DEMO = `http://127.0.0.1:${DEMO_PORT}`;
/**
 * The same demo server under another origin (`localhost` is not `127.0.0.1`): registered
 * only as the origin of the partner `acme` (created by the partner fixture), never in
 * EMBED_ORIGINS, so its leads are accepted only through the partner record.
 */
export const PARTNER_DEMO = `http://localhost:${DEMO_PORT}`;
/** The demo on an origin nobody registered. */
export const OTHER_DEMO = `http://127.0.0.1:${OTHER_PORT}`;

/** The partner id the partner pages carry (`partner="acme"`). */
export const PARTNER_ID = 'acme';
export const PARTNER_NAME = 'Acme Partner Oy';

/** Keys the host encrypts integration secrets with; partner:create must use the same. */
export const INTEGRATION_KEYS = 'e2e:ZTJlLXRlc3Qta2V5LW5vdC1mb3ItcHJvZHVjdGlvbiE=';
/** Production requires the proof-of-work key (a fixed test key, never a real one). */
export const PROOF_OF_WORK_KEY = 'e2e-proof-of-work-key-not-for-production';
