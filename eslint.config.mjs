// Lint for both apps. Type-aware rules stay off to keep `npm test` fast; `tsc` covers types.
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import path from 'node:path'
import tseslint from 'typescript-eslint'

const ROOT = import.meta.dirname

// The storefront's layers, highest first (docs/how-to/storefront-layers.md). A layer imports its own and the ones
// below it, never one above; lib, config, i18n and styles import none of the layers.
const STOREFRONT_LAYERS = ['pages', 'views', 'blocks', 'features', 'components', 'shared']
const below = (layer) => STOREFRONT_LAYERS.slice(STOREFRONT_LAYERS.indexOf(layer))

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
    // Styles read the theme where they are written (docs/adr/0054): a rule made of strings alone is worked out once,
    // a function in it is called for every element on every render, on the server and while the browser hydrates.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression[params.0.type='ObjectPattern'][params.0.properties.length=1][params.0.properties.0.key.name='theme']",
          message:
            "Interpolate the theme's value (`${theme.colors.text}`, theme from '@/styles/theme'), not `({ theme }) => …` (docs/adr/0054).",
        },
      ],
    },
  },
  {
    // The apps meet in the contract package only (packages/contract, docs/adr/0025).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)backend(/|$)', message: 'The storefront imports the backend only through @delikat/contract (docs/adr/0025).' },
          ],
        },
      ],
    },
  },
  {
    // The layers in one direction. Tests and their helpers (src/test/, a feature's testing/ and __fixtures__/)
    // may import anything, and nothing but a test imports them.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        {
          type: 'test',
          partialMatch: false,
          pattern: ['src/test/**', 'src/**/testing/**', 'src/**/__fixtures__/**'],
        },
        { type: 'pages', partialMatch: false, pattern: 'src/pages/**' },
        { type: 'views', partialMatch: false, pattern: 'src/views/**' },
        { type: 'blocks', partialMatch: false, pattern: 'src/blocks/**' },
        { type: 'features', partialMatch: false, pattern: 'src/features/**' },
        { type: 'components', partialMatch: false, pattern: 'src/components/**' },
        { type: 'shared', partialMatch: false, pattern: 'src/{lib,config,i18n,styles}/**' },
      ],
      'import/resolver': {
        node: {
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // `@/x` is `src/x` (tsconfig.json paths); everything else resolves as Node does.
          packageIterator: (request, _start, candidates) =>
            request.startsWith('@/') ? [path.join(ROOT, 'src', request.slice(2))] : candidates(),
        },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'A storefront layer imports only its own and lower layers (docs/how-to/storefront-layers.md).',
          policies: [
            { from: { element: { type: 'test' } }, allow: { to: { element: { type: '*' } } } },
            ...STOREFRONT_LAYERS.map((layer) => ({
              from: { element: { type: layer } },
              allow: { to: { element: { types: { anyOf: below(layer) } } } },
            })),
          ],
        },
      ],
    },
  },
  {
    // A test may import from any layer.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['backend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+src/|^@/', message: 'The backend imports the storefront only through @delikat/contract (docs/adr/0025).' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', '**/*.config.{js,mjs,ts}', 'backend/src/seed/**', 'backend/tests/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // API answers in integration tests are asserted field by field; typing every body adds nothing.
    files: ['backend/tests/**', 'tests/cluster/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
