/**
 * The one vitest configuration of the workspace: each package's `vitest.config.ts` is
 *
 *   export default packageTestConfig(import.meta.url, { environment: 'happy-dom', ... });
 *
 * and differs from the others only by these parameters. This file is workspace tooling
 * at the root, not a package: a config imports it by a relative path (`../../vitest.shared.ts`,
 * which `pnpm lint` allows for root-level tooling files only) because vitest bundles a
 * config and its relative imports, while a workspace package's TypeScript source behind a
 * package name would be loaded by Node itself, which does not run .ts files.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export interface PackageTestOptions {
  /** `node` (the default) or `happy-dom` for component tests. */
  environment?: 'node' | 'happy-dom';
  /** Test files, relative to the package. Default `src/**\/*.test.{ts,tsx}`. */
  include?: string[];
  exclude?: string[];
  /** Files run before each test file, relative to the package (testing-library cleanup). */
  setupFiles?: string[];
  testTimeout?: number;
  hookTimeout?: number;
  fileParallelism?: boolean;
  /**
   * Test files run at once. Vitest's default is the cores but one (a single file at a time
   * on 2 cores), right for files that keep a core busy; files that mostly wait (on a
   * database, a child process, a socket) finish sooner with more of them in flight.
   */
  maxWorkers?: number;
  /**
   * Server-rendering tests (`*.ssr.test.tsx`) run in plain Node in a project of their own
   * (`ssr`), with styled-components' server build; the DOM tests (project `dom`) get its
   * browser build, as a real browser bundle does: vitest resolves the Node build, whose
   * createGlobalStyle never injects styles into a DOM.
   */
  ssrProject?: boolean;
}

const DEFAULT_INCLUDE = ['src/**/*.test.{ts,tsx}'];
/** Component tests reach no network: happy-dom's fetch would (see the file). */
const NO_NETWORK = fileURLToPath(new URL('./vitest.no-network.ts', import.meta.url));
const SSR_TESTS = 'src/**/*.ssr.test.{ts,tsx}';

/** The vitest config of the package whose `vitest.config.ts` passes its `import.meta.url`. */
export function packageTestConfig(configUrl: string, options: PackageTestOptions = {}): ViteUserConfig {
  const packageDir = fileURLToPath(new URL('.', configUrl));
  const { environment = 'node', include = DEFAULT_INCLUDE, exclude, ssrProject = false } = options;
  const setupFiles = environment === 'happy-dom' ? [NO_NETWORK, ...(options.setupFiles ?? [])] : options.setupFiles;
  const timing = {
    ...(options.testTimeout === undefined ? {} : { testTimeout: options.testTimeout }),
    ...(options.hookTimeout === undefined ? {} : { hookTimeout: options.hookTimeout }),
    ...(options.fileParallelism === undefined ? {} : { fileParallelism: options.fileParallelism }),
    ...(options.maxWorkers === undefined ? {} : { maxWorkers: options.maxWorkers }),
  };
  if (!ssrProject) {
    return defineConfig({
      root: packageDir,
      test: { environment, include, ...(exclude ? { exclude } : {}), ...(setupFiles ? { setupFiles } : {}), ...timing },
    });
  }
  const styledComponentsBrowser = fileURLToPath(
    new URL('./node_modules/styled-components/dist/styled-components.browser.esm.js', configUrl),
  );
  return defineConfig({
    root: packageDir,
    test: {
      ...timing,
      projects: [
        {
          extends: true,
          resolve: { alias: [{ find: /^styled-components$/, replacement: styledComponentsBrowser }] },
          test: {
            name: 'dom',
            environment,
            include,
            exclude: [...(exclude ?? []), SSR_TESTS],
            ...(setupFiles ? { setupFiles } : {}),
          },
        },
        { extends: true, test: { name: 'ssr', environment: 'node', include: [SSR_TESTS] } },
      ],
    },
  });
}
