import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Imports go one way (ARCHITECTURE §1): web → contract; server → contract, db; nothing imports an app. */
const boundaries = {
  'packages/contract': [
    '@portal/db',
    '@portal/server',
    '@portal/web',
    '**/apps',
    '**/packages/db',
    '**/db/src',
  ],
  'packages/db': ['@portal/server', '@portal/web', '**/apps'],
  'apps/web': [
    '@portal/db',
    '@portal/server',
    '**/apps/server',
    '**/server/src',
    '**/packages/db',
    '**/db/src',
  ],
  'apps/server': ['@portal/web', '**/apps/web', '**/web/app'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...Object.entries(boundaries).map(([folder, forbidden]) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((group) => ({
            // The folder itself (`../../db/src`) and anything inside it.
            group: [group, `${group}/**`],
            message: `${folder} must not import this (ARCHITECTURE §1).`,
          })),
        },
      ],
    },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '**/*.test.ts', '**/test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
