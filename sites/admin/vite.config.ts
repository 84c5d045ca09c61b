import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { styledComponentsBabel } from '../../vite.styled-components.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // The app's assets are served at /admin/assets/, apart from the public site's /assets/.
  base: '/admin/',
  // The babel pass must run before React Router's plugin (it is `enforce: 'pre'`).
  plugins: [styledComponentsBabel({ workspaceRoot: path.resolve(here, '../..') }), reactRouter()],
  ssr: {
    // Node's ESM loader would pick styled-components' CommonJS build (TOOLCHAIN.md).
    noExternal: ['styled-components'],
  },
});
