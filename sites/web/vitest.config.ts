import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';
import { proseMarkdown } from './vite/prose-markdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  packageTestConfig(import.meta.url, {
    // DOM tests opt in with a `// @vitest-environment happy-dom` first line.
    include: ['app/**/*.test.{ts,tsx}'],
  }),
  // Tests import the Markdown prose as the site does.
  { plugins: [proseMarkdown({ root: here, valuesModule: path.join(here, 'app/content/prose-values.ts') })] },
);
