import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noClimbing = {
  group: ['../../*'],
  message: 'Use the @/ alias of this side (or @contract/) instead of climbing folders',
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      'data',
      '.react-router',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Promises on the server and in the scripts: one not awaited loses its error (an unhandled
    // rejection stops the process) and its order; one passed where a callback's result is
    // ignored does the same. These rules need the types, so they read each file's tsconfig.
    files: ['server/**/*.ts', 'contract/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The server bundle's stand-ins are CommonJS on purpose: they stand in for packages that
    // bundled CommonJS code requires, and require the real one on first use.
    files: ['scripts/server-shims/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // An Intl formatter made as a module loads reads ICU's locale data into the server's memory
    // at every start, visitors or not: make it on first use (contract/first-use.ts).
    files: ['contract/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          message:
            'Make an Intl formatter on first use (onFirstUse, contract/first-use.ts), not as the module loads',
        },
      ],
    },
  },
  {
    // contract/ is shared by both sides and may import neither.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'contract/ imports neither side' },
          ],
        },
      ],
    },
  },
  {
    // Each side imports its own folders through @/ (and the contract through @contract/).
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing] }] },
  },
  {
    // The web app never imports server code.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'web/ never imports server/' },
            noClimbing,
          ],
        },
      ],
    },
  },
)
