/**
 * Post HTML is written for a page whose h1 is the post title, so its own headings start at h2.
 * When the page gives the title another level, the post's headings move with it (by `offset`,
 * never past h6) so the page outline has no two titles at one level.
 */
export function shiftContentHeadings(html: string, offset: number): string {
  if (offset === 0) return html;
  // The API sanitizes post HTML before storing it: heading tags are well-formed `<hN ...>` / `</hN>`.
  return html.replace(/<(\/?)h([1-6])(?=[\s>/])/gi, (_, slash: string, level: string) => {
    const shifted = Math.max(1, Math.min(6, Number(level) + offset));
    return `<${slash}h${shifted}`;
  });
}
