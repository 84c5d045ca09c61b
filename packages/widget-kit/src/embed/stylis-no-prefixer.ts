/**
 * `stylis` for the embed build without its vendor prefixer (~1 KB gzip): styled-components
 * only calls `prefixer` when `enableVendorPrefixes` is set, which the widgets never do.
 * A local export shadows the `export *` binding of the same name.
 */
// @ts-ignore resolved by the embed build to the real stylis (see embed.vite.config.ts)
export * from 'stylis';

export function prefixer(): void {}
