/**
 * Fills a link template such as `https://partner.example/blog/{slug}`: every `{key}` is
 * replaced by the URL-encoded value; unknown keys are left as they are.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? encodeURIComponent(String(values[key])) : match,
  );
}

/**
 * A root-relative path (or template) on our host, prefixed with the API origin when one is
 * known: `onHost('/careers/{slug}', 'https://www.joognoo.com')`. Braces stay unencoded.
 */
export function onHost(path: string, apiBase?: string | null): string {
  if (!apiBase) return path;
  return `${apiBase.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
