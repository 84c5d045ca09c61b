/**
 * A `<script type="application/ld+json">` in the page. `json` must already be safe inside
 * a script element (`serializeJsonLd` of `@joognoo/job-board` escapes `<`, `>` and `&`).
 * CSP does not run data blocks: the page's policy does not list it.
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
