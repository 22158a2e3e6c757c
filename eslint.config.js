import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**'] },
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
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
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
