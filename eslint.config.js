import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';

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

/** The patterns of `no-restricted-imports` that keep a folder to its side of ARCHITECTURE §1. */
function boundaryPatterns(folder) {
  return boundaries[folder].map((group) => ({
    // The folder itself (`../../db/src`) and anything inside it.
    group: [group, `${group}/**`],
    message: `${folder} must not import this (ARCHITECTURE §1).`,
  }));
}

/** What makes a scope (apps/server `domain/access/scope`): the route registration's, never a route's. */
const SCOPE_MAKERS = ['exporterScope', 'backOfficeScope', 'scopeOfUser', 'readerScope', 'scopeOfUserId'];

/**
 * The web app's layers (issue 13 §4): a feature (`apps/web/app/features/<name>`) never imports
 * another feature, and the shared layer (`components`, `lib`, `i18n`) never imports a feature.
 * What two features share lives in `components` or `lib`. Relative imports are resolved against
 * the importing file, so a feature's own sub-folders are told apart from other features.
 */
const WEB_APP = resolve(import.meta.dirname, 'apps/web/app');
const SHARED_LAYERS = new Set(['components', 'lib', 'i18n']);
/**
 * The back office is one feature of parts (issue 26 §2): each sub-folder of `features/admin` is a
 * feature of its own (`admin/<x>`), and a file left at its root is the part `admin`. What two parts
 * share lives in the shared back-office layer, `components/back-office`.
 */
const BACK_OFFICE = 'admin';
/**
 * The request kinds' layer (issue 26 §1, decision 044): `request-kinds/<kind>` is a kind's folder
 * and never imports another kind or a feature; `request-kinds/shared` (what every kind shares)
 * and `request-kinds/registry.ts` (the one list) sit beside them. Features may import the layer;
 * the shared layer (`components`, `lib`, `i18n`) never does, and only the registry names a kind.
 */
const REQUEST_KINDS_LAYER = 'request-kinds';
const layerOf = (file) => {
  const parts = relative(WEB_APP, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === REQUEST_KINDS_LAYER) {
    if (parts.length === 2) return { kind: 'kinds-registry', name: REQUEST_KINDS_LAYER };
    if (parts[1] === 'shared') return { kind: 'kinds-shared', name: `${REQUEST_KINDS_LAYER}/shared` };
    return { kind: 'request-kind', name: `${REQUEST_KINDS_LAYER}/${parts[1]}` };
  }
  if (parts[0] === 'features' && parts[1] === BACK_OFFICE) {
    return { kind: 'feature', name: parts.length > 3 ? `${BACK_OFFICE}/${parts[2]}` : BACK_OFFICE };
  }
  if (parts[0] === 'features') return { kind: 'feature', name: parts[1] };
  if (SHARED_LAYERS.has(parts[0])) return { kind: 'shared', name: parts[0] };
  return null;
};
const webLayers = {
  rules: {
    'feature-boundaries': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          otherFeature:
            "The feature '{{from}}' must not import the feature '{{to}}': move what both use to app/components or app/lib.",
          sharedToFeature: "The shared layer ({{from}}) must not import the feature '{{to}}'.",
          otherBackOfficePart:
            "The back-office part '{{from}}' must not import '{{to}}': move what both use to app/components/back-office.",
          kindsLayer:
            "'{{from}}' must not import '{{to}}': a kind's folder imports no other kind and no feature, shared code reads a kind through request-kinds/registry.ts, and components, lib and i18n never import the kinds (decision 044).",
        },
      },
      create(context) {
        const from = layerOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = layerOf(resolve(dirname(context.filename), source));
          if (!to) return;
          const isKindsLayer = (layer) => layer.kind.startsWith('kinds-') || layer.kind === 'request-kind';
          if (isKindsLayer(from) || isKindsLayer(to)) {
            const refused =
              (from.kind === 'shared' && isKindsLayer(to)) ||
              (isKindsLayer(from) && to.kind === 'feature') ||
              (from.kind === 'request-kind' && to.kind === 'request-kind' && to.name !== from.name) ||
              (from.kind === 'request-kind' && to.kind === 'kinds-registry') ||
              (from.kind === 'kinds-shared' && to.kind === 'request-kind');
            if (refused)
              context.report({ node, messageId: 'kindsLayer', data: { from: from.name, to: to.name } });
            return;
          }
          if (to.kind !== 'feature') return;
          if (from.kind === 'shared') {
            context.report({ node, messageId: 'sharedToFeature', data: { from: from.name, to: to.name } });
          } else if (to.name !== from.name) {
            const isBackOffice = [from.name, to.name].every((name) => name.split('/')[0] === BACK_OFFICE);
            const messageId = isBackOffice ? 'otherBackOfficePart' : 'otherFeature';
            context.report({ node, messageId, data: { from: from.name, to: to.name } });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
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
  ...Object.keys(boundaries).map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(folder) }] },
  })),
  {
    // A route never builds a scope: its entry declares whose records the call works on, and the
    // registration builds the caller's scope and hands it to the handler (decision 043).
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaryPatterns('apps/server'),
            {
              group: ['**/domain/access/scope'],
              importNames: [...SCOPE_MAKERS],
              message:
                'A route gets its scope from the registration (the entry’s access and scope; decision 043).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'web-layers': webLayers },
    rules: {
      'web-layers/feature-boundaries': 'error',
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '**/*.test.ts', '**/test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
