// Lint of the whole monorepo: typescript-eslint's recommended rules (syntactic: the type-aware set costs
// more than `npm run lint` may take on 2 cores), no import cycles, and the layer boundaries below.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const fn = './functions/src';

/**
 * Layers import one way: handlers (features/, and resources/ generated from declarations) → services →
 * rules (domain/) and repositories (data/) → SDKs.
 * model/ holds the document shapes that rules and repositories share.
 */
const zones = [
  {
    target: `${fn}/domain`,
    from: [`${fn}/data`, `${fn}/http`, `${fn}/features`, `${fn}/resources`, `${fn}/services`, `${fn}/context`, `${fn}/auth`, `${fn}/mail`],
    message: 'Rules are pure: they take documents and give results; reading and writing belong to services and repositories.',
  },
  {
    target: `${fn}/model`,
    from: [fn],
    except: ['./model'],
    message: 'Document shapes depend on nothing but common.',
  },
  {
    target: `${fn}/data`,
    from: [`${fn}/http`, `${fn}/features`, `${fn}/resources`, `${fn}/services`],
    message: 'Repositories know nothing of HTTP: throw a data error (data/etag-retry.ts ContendedError) and translate it at the edge.',
  },
  {
    // The request's time budget (an AsyncLocalStorage signal that the pipeline sets and every SDK call carries),
    // and the requests in flight that background work gives way to.
    target: `${fn}/context`,
    from: [`${fn}/data`, `${fn}/http`, `${fn}/features`, `${fn}/resources`, `${fn}/services`, `${fn}/domain`],
    message: 'The request context is read by every layer and depends on none.',
  },
  { target: `${fn}/http`, from: [`${fn}/features`, `${fn}/resources`], message: 'The HTTP pipeline serves every feature and knows none.' },
  { target: `${fn}/services`, from: [`${fn}/features`, `${fn}/resources`], message: 'Services serve handlers, not the other way round.' },
  {
    // The local Functions host loads the app as Azure's worker does, through what it registers: it imports
    // nothing of the app, so that it can serve the deployment package as well as the sources (its tests may).
    target: './scripts/local/functions-host/!(*.test).ts',
    from: ['./functions'],
    message: 'The local Functions host serves whatever app it loads: it imports nothing from functions/.',
  },
  {
    target: './functions/src',
    from: ['./scripts'],
    message: 'The app does not depend on the local stack.',
  },
  {
    target: './common',
    from: ['./functions', './frontend', './scripts', './tests'],
    message: 'common/ is shared by the API and the site and depends on neither.',
  },
  { target: './frontend/src/components', from: './frontend/src/features', message: 'Shared components do not know the features that use them.' },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'tools/swa/**', '.local/**', 'frontend/auth-redirect.html'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow imports (cycles): the TypeScript sources, not only .js.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['functions/tsconfig.json', 'common/tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A file longer than this does more than one thing: split it (message catalogues are split in parts too).
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      // TypeScript already knows every global of Node and the browser; the few .mjs scripts are run by the tests.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The rules of hooks and the React Compiler's checks of what a component may do while it renders.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // A function longer than this says more than one thing: split it into hooks, subcomponents or functions
    // (issue 32 §4). Production code only: a test's describe block and the test helpers are scenarios.
    files: ['functions/src/**/*.{ts,tsx}', 'common/src/**/*.{ts,tsx}', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'functions/src/testing/**', 'frontend/src/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A test file is a fixture and the scenarios that share it: a little more room before it must be split.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    // API and browser tests read arbitrary JSON answers and check them with assertions, not types.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [`${fn}/domain/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@azure/*'], message: 'Rules are pure: no Azure SDK in domain/.' }] }] },
  },
);
