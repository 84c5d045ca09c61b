import path from 'node:path';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Runs `babel-plugin-styled-components` (ssr, displayName, fileName) over our own
 * TypeScript sources that import styled-components, before any other transform.
 *
 * Why: styled-components numbers components in load order, so without stable ids the
 * server and the client give different class names on every route but the first
 * (TOOLCHAIN.md). The plugin gives each component an id derived from its file, so the
 * classes match everywhere. `@rolldown/plugin-babel` would do this but needs Node 22.
 *
 * Scope: `.ts`/`.tsx` files under `workspaceRoot` outside node_modules, which includes
 * the workspace packages' sources (`packages/* /src`, linked by pnpm).
 */
export function styledComponentsBabel(options: { workspaceRoot: string }): Plugin {
  const root = path.resolve(options.workspaceRoot) + path.sep;
  return {
    name: 'joognoo:styled-components-babel',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file)) return null;
      if (!file.startsWith(root) || file.includes(`${path.sep}node_modules${path.sep}`)) return null;
      if (!code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: true }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}
