import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', 'vendor/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The shared world stays pure: no server or web imports.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', 'node:*'] }],
    },
  },
  {
    // The web bundle never imports server code.
    // i18next is replaced by the shop's own translator (ADR 045): its calls go through lib/i18n.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: "The shop's translator: import i18next from src/web/lib/i18n (ADR 045)." },
            { name: 'react-i18next', message: 'useTranslation comes from src/web/lib/use-translation (ADR 045).' },
          ],
          patterns: ['**/server/**'],
        },
      ],
    },
  },
  {
    // The server's layout (docs/decisions/029-server-modules-and-platform.md): the platform and db
    // import no module; a module reaches another module only through its index.ts. Tests and
    // their harness build the whole app, so they stand outside these lines.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'module', pattern: 'src/server/modules/*', capture: ['name'] },
        { type: 'platform', pattern: 'src/server/platform' },
        { type: 'db', pattern: 'src/server/db' },
        { type: 'config', pattern: 'src/server/config' },
        { type: 'area', pattern: 'src/server/(payments|mail|tickets|jobs)', capture: ['name'] },
        { type: 'shared', pattern: 'src/shared' },
      ],
      // Single files that are no folder element: the app, its container, the domain error.
      'boundaries/files': [
        { category: 'errors', pattern: 'src/server/errors.ts' },
        { category: 'app', pattern: 'src/server/(app|server|app-types).ts' },
        { category: 'container', pattern: 'src/server/container.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'platform' } },
              disallow: {
                to: [
                  { element: { types: { anyOf: ['module', 'area'] } } },
                  { file: { categories: { anyOf: ['app', 'container'] } } },
                ],
              },
              message: 'platform/ imports no module: only db/, config/, errors.ts and src/shared',
            },
            {
              from: { element: { type: 'db' } },
              disallow: {
                to: [
                  { element: { types: { anyOf: ['module', 'platform', 'area'] } } },
                  { file: { categories: { anyOf: ['app', 'container', 'errors'] } } },
                ],
              },
              message: 'db/ imports no module',
            },
            {
              from: { element: { type: 'config' } },
              disallow: {
                to: [
                  { element: { types: { anyOf: ['module', 'platform', 'area'] } } },
                  { file: { categories: { anyOf: ['app', 'container'] } } },
                ],
              },
              message: 'config/ imports no module',
            },
            {
              from: [{ element: { types: { anyOf: ['module', 'area'] } } }, { file: { categories: 'container' } }],
              disallow: { to: { file: { categories: 'app' } } },
              message: 'only server.ts imports the app',
            },
            {
              // The container is the kernel: it knows no module, and no job (the jobs name the
              // modules' work). app.ts hands one module's service to another.
              from: { file: { categories: 'container' } },
              disallow: {
                to: [{ element: { type: 'module' } }, { element: { type: 'area', captured: { name: 'jobs' } } }],
              },
              message: 'container.ts holds only the kernel: it imports no module',
            },
            {
              // Another module is reached through its index.ts (its public face), nothing else
              // (a module's own files import each other freely: the rule checks between elements).
              // app.ts alone also builds each module from its module.ts.
              from: [
                { element: { types: { anyOf: ['module', 'area', 'platform', 'db', 'config', 'shared'] } } },
                { file: { categories: { anyOf: ['container', 'errors'] } } },
              ],
              disallow: { to: { element: { type: 'module', fileInternalPath: '!index.ts' } } },
              message: 'import another module only through its index.ts',
            },
            {
              from: { file: { categories: 'app' } },
              disallow: { to: { element: { type: 'module', fileInternalPath: '!(index|module).ts' } } },
              message: "app.ts builds a module from its module.ts and uses its index.ts, nothing else",
            },
          ],
        },
      ],
    },
  },
  {
    // No circle of value imports in the server: the layers run one way (docs/architecture.md).
    // A type-only import may point back (a kernel type naming what a module returns).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One way to open a transaction: the kernel's inTransaction (db/executor.ts), which also knows
    // when a commit has happened (afterCommit). Drizzle's own .transaction() would not.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/server/db/executor.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction'][callee.object.name=/^(db|tx|raw|database|executor)$/]",
          message: 'Open a transaction with inTransaction() from db/executor.ts.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.property.name='db']",
          message: 'Open a transaction with inTransaction() from db/executor.ts.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.type='TSAsExpression']",
          message: 'Open a transaction with inTransaction() from db/executor.ts.',
        },
      ],
    },
  },
  // --- Web features (client) -------------------------------------------------------------
  // A feature (src/web/features/<name>/, flat folders) is free to change its own files; another
  // feature may only use what it publishes in its `api.ts` (queries, calls, hooks and their
  // types). Components, hooks and helpers that two features need live in src/web/components or
  // src/web/lib, so no screen breaks when another feature moves its internals.
  // (Kept apart from the server's boundaries rules: this block is about src/web only. It repeats
  // the server ban above because a later block's no-restricted-imports replaces the earlier one.)
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: "The shop's translator: import i18next from src/web/lib/i18n (ADR 045)." },
            { name: 'react-i18next', message: 'useTranslation comes from src/web/lib/use-translation (ADR 045).' },
          ],
          patterns: [
            { group: ['**/server/**'] },
            {
              // "../other/file" from a feature file, or "…/features/other/file" from anywhere.
              regex: String.raw`^(\.\./[^./][^/]*|.*/features/[^/]+)/(?!api$)[^/]+`,
              message:
                "Another feature's internals: import its public api.ts, or move the shared part to src/web/components or src/web/lib.",
            },
          ],
        },
      ],
    },
  },
);
