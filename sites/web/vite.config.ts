import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { linguiWithoutDevCompiler } from '../../vite.lingui.ts';
import { styledComponentsBabel } from '../../vite.styled-components.ts';
import { proseMarkdown } from './vite/prose-markdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // The babel pass must run before React Router's plugin (it is `enforce: 'pre'`).
  plugins: [
    linguiWithoutDevCompiler(),
    proseMarkdown({ root: here, valuesModule: path.join(here, 'app/content/prose-values.ts') }),
    styledComponentsBabel({ workspaceRoot: path.resolve(here, '../..') }),
    reactRouter(),
  ],
  ssr: {
    // Node's ESM loader would pick styled-components' CommonJS build (TOOLCHAIN.md).
    noExternal: ['styled-components'],
  },
});
