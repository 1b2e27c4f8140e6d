// Lint for both apps. Type-aware rules stay off to keep `npm test` fast; `tsc` covers types.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/next-env.d.ts',
      'backend/src/migrations/**',
      'backend/src/payload-types.ts',
      'backend/src/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The apps meet in the contract package only (packages/contract, docs/adr/0025).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)backend(/|$)', message: 'The storefront imports the backend only through @delikat/contract (docs/adr/0025).' }] },
      ],
    },
  },
  {
    files: ['backend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/|^@/', message: 'The backend imports the storefront only through @delikat/contract (docs/adr/0025).' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', '**/*.config.{js,mjs,ts}', 'backend/src/seed/**', 'backend/tests/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // API answers in integration tests are asserted field by field; typing every body adds nothing.
    files: ['backend/tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
