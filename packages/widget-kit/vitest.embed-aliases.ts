/**
 * Vitest aliases that run a package's tests on the embed build's library stand-ins
 * (embed.vite.config.ts): `styled-components` -> src/embed/styled-lite.ts (with the real
 * stylis), `ky` -> ky-lite, `valibot` -> valibot-lite. React stays React: the stand-ins
 * must behave the same under both.
 *
 *   import { embedLiteAliases } from '../widget-kit/vitest.embed-aliases';
 *   projects: [{ resolve: { alias: embedLiteAliases() }, test: { name: 'embed-libs', ... } }]
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const kitDir = dirname(fileURLToPath(import.meta.url));

/** The stylis styled-components itself depends on (widget-kit has no direct dependency). */
function stylisEntry(): string {
  const require = createRequire(join(kitDir, 'package.json'));
  const scDir = dirname(require.resolve('styled-components/package.json'));
  const fromSc = createRequire(join(scDir, 'package.json'));
  const stylisDir = dirname(fromSc.resolve('stylis/package.json'));
  return join(stylisDir, 'index.js');
}

export function embedLiteAliases(options: { valibot?: boolean } = {}) {
  const lite = (file: string) => join(kitDir, 'src/embed', file);
  return [
    { find: /^styled-components$/, replacement: lite('styled-lite.ts') },
    { find: /^stylis$/, replacement: stylisEntry() },
    { find: /^ky$/, replacement: lite('ky-lite.ts') },
    ...(options.valibot ? [{ find: /^valibot$/, replacement: lite('valibot-lite.ts') }] : []),
  ];
}
