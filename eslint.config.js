import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';
import { boundaries, noCycle, noTesting } from './infra/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '.data/**', 'console/e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['services/*/src/**/*.ts', 'console/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { portal: { rules: { boundaries } } },
    rules: { 'portal/boundaries': 'error' },
  },
  {
    // production code imports no test helper, and no import closes a cycle; tests and benchmarks may use testing/
    files: ['services/*/src/**/*.ts', 'console/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts', 'workflows/src/**/*.ts', 'infra/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { imports: { rules: { 'no-testing': noTesting, 'no-cycle': noCycle } } },
    rules: { 'imports/no-testing': 'error', 'imports/no-cycle': 'error' },
  },
  {
    // untrusted text (uploads, request bodies, filters) meets regular expressions in every package: none may backtrack
    // super-linearly (docs/decisions.md "Hostile input")
    files: ['services/*/src/**/*.ts', 'console/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts', 'workflows/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  {
    // an uploaded workbook reaches exceljs only as a PlanilhaVerificada (the ZIP guard counted what it inflates): a new
    // read elsewhere must take one too, and say so where it disables this
    files: ['services/*/src/**/*.ts', 'workflows/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='xlsx'][property.name=/^(load|read|readFile)$/]",
          message: 'Read a workbook from a PlanilhaVerificada (storage/planilha-verificada.ts), never from the bytes as sent.',
        },
        {
          selector: "NewExpression[callee.property.name='WorkbookReader']",
          message: 'Read a workbook from a PlanilhaVerificada (storage/planilha-verificada.ts), never from the bytes as sent.',
        },
      ],
    },
  },
  {
    // contracts/src/<context>/schemas.ts is the only home of each endpoint's request and answer (docs/DESIGN.md "HTTP
    // contract"): the API's routes import them, and only platform (the kit's Ajv keyword, the answer check) builds or
    // reads schemas itself
    files: ['services/api/src/**/*.ts'],
    ignores: ['services/api/src/platform/**', '**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sinclair/typebox',
              message: "Declare the route's schemas in contracts/src/<context>/schemas.ts and import them from @portal/contracts/<context>/schemas.",
            },
          ],
          patterns: [{ group: ['@sinclair/typebox/*'], message: 'Schemas and their checks live in contracts and platform.' }],
        },
      ],
    },
  },
);
