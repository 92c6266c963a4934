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
