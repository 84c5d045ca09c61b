/**
 * A random v4 UUID: the Idempotency-Key of one submission and the `submissionId` of its
 * `joognoo:success` / `joognoo:error` events. `crypto.randomUUID` is missing on plain-http
 * pages, so this falls back to `getRandomValues`.
 */
export function newSubmissionId(): string {
  const c = globalThis.crypto;
  if (c.randomUUID) return c.randomUUID();
  // The v4 layout: random hex digits but the version (4) and the variant (8, 9, a or b).
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (digit) =>
    (+digit ^ (c.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+digit / 4)))).toString(16),
  );
}
