// @ts-check
/**
 * `local/no-relative-cross-package`: a relative import (`./`, `../`) must stay inside the
 * package (the nearest folder with a package.json) of the file that imports it. Another
 * package is reached through its name (`@joognoo/ui`), so its package.json `exports` and
 * `dependencies` say what may be used. The workspace root is not a package a file can
 * import from, except its root-level tooling files (`vitest.shared.ts`): a config cannot
 * import a workspace package's TypeScript source, because Node loads it.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/** @type {Map<string, string>} */
const packageRootCache = new Map();

/**
 * The nearest folder at or above `dir` holding a package.json.
 * @param {string} dir
 * @returns {string}
 */
function packageRoot(dir) {
  const cached = packageRootCache.get(dir);
  if (cached !== undefined) return cached;
  const parent = dirname(dir);
  const root = existsSync(resolve(dir, 'package.json')) || parent === dir ? dir : packageRoot(parent);
  packageRootCache.set(dir, root);
  return root;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow relative imports that leave the package of the importing file' },
    schema: [
      {
        type: 'object',
        properties: {
          // Files of the workspace root a package may import relatively (tooling, not a package).
          allowRootFiles: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossPackage:
        "'{{source}}' leaves the package {{from}} for {{to}}: import another package by its name, not by a relative path.",
    },
  },
  create(context) {
    const allowRootFiles = new Set(context.options[0]?.allowRootFiles ?? []);
    const file = context.physicalFilename;
    const fromRoot = packageRoot(dirname(file));
    const workspaceRoot = resolve(context.cwd);

    /** @param {{ type: string, value?: unknown }} node */
    function check(node) {
      const source = node.value;
      if (typeof source !== 'string' || !(source.startsWith('./') || source.startsWith('../'))) return;
      const target = resolve(dirname(file), source);
      const toRoot = packageRoot(dirname(target));
      const inside = target === fromRoot || target.startsWith(fromRoot + sep);
      if (inside && toRoot === fromRoot) return;
      const rootFile = relative(workspaceRoot, target);
      if (toRoot === workspaceRoot && (allowRootFiles.has(rootFile) || allowRootFiles.has(`${rootFile}.ts`))) return;
      context.report({
        node: /** @type {import('eslint').Rule.Node} */ (node),
        messageId: 'crossPackage',
        data: {
          source,
          from: relative(workspaceRoot, fromRoot) || '(workspace root)',
          to: relative(workspaceRoot, toRoot) || '(workspace root)',
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
    };
  },
};

export default { rules: { 'no-relative-cross-package': rule } };
