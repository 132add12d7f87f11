import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/eslint-boundaries.js';

const webSrc = new URL('./web/src', import.meta.url).pathname;

const classicZod = { name: 'zod', message: 'Use zod/mini: classic zod adds ~70 kB to every bundle' };
// A static `sonner` import puts 9 kB on every page that shows a toast (issue 16).
const sonner = { name: 'sonner', message: "Use toast from '@/components/ui/toast': it loads sonner on the first toast" };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'web/src/routeTree.gen.ts', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { sddp: boundaries },
    rules: {
      'sddp/one-way': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': ['error', { paths: [classicZod] }],
    },
  },
  // No import circles in the code that ships: a module's imports run before it, so a circle leaves some
  // module half-initialised depending on which one loads first. Type-only imports are not followed.
  {
    files: ['functions/src/**/*.ts', 'shared/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { '@': [webSrc] } })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // One order for imports everywhere, applied once by `eslint --fix` (commit in .git-blame-ignore-revs): node
  // built-ins, packages, the workspace and `#`/`@/` aliases, then relative paths; one import per module; a
  // name used only as a type is imported as one (no run-time import is kept for it).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@sddp/**', group: 'internal', position: 'before' },
            { pattern: '#*/**', group: 'internal' },
            { pattern: '#*', group: 'internal' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  // Synth-time settings, never bundled: their operator-facing messages come from classic zod's English locale.
  { files: ['infra/lib/config.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env only in web/src/config.ts.',
        },
      ],
    },
  },
  { files: ['web/src/config.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['web/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: [classicZod, sonner] }] } },
  // The toast facade and the lazily mounted Toaster are the only places that name sonner.
  {
    files: ['web/src/components/ui/toast.ts', 'web/src/components/ui/sonner.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [classicZod] }] },
  },
  {
    files: ['functions/src/**/*.ts', 'infra/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment only in the config module.' },
      ],
    },
  },
  {
    files: ['functions/src/kit/config.ts', 'functions/src/local/**/*.ts', 'infra/lib/config.ts', 'infra/bin/*.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Ids and numbers the server reads are parsed strictly by shared/src/validators/common.ts (wholeNumber, id).
    files: ['shared/src/**/*.ts', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='coerce']",
          message: 'Use wholeNumber()/id() from shared validators: z.coerce reads true and "0b1" as 1.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
