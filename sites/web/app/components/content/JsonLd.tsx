import { useCspNonce } from '../../lib/csp-nonce';

/**
 * A `<script type="application/ld+json">` in the page. `json` must already be safe inside
 * a script element (`serializeJsonLd` of `@joognoo/job-board` escapes `<`, `>` and `&`).
 * CSP does not run data blocks, but it carries the nonce like every script tag of the page.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useCspNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
