import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import abhyas from './scripts/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.data-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, abhyas },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'abhyas/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    // Pages take values from src/shared/constants.ts: a value from a zod contract file brings zod and every
    // schema into the page's chunk (bench/web-budget). Types are free; the two parsers that validate are exempt.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [
      'src/web/**/*.test.{ts,tsx}',
      'src/web/testing/**',
      'src/web/features/chat/api/stream-chat.ts',
      'src/web/features/subscription/lib/payment-return.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)shared/(?!constants$)[\\w-]+$',
              allowTypeImports: true,
              message: 'Import values from shared/constants (no zod in pages); only types from the schema files.',
            },
          ],
        },
      ],
    },
  },
);
