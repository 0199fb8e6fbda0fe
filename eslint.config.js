// Lint: TypeScript rules, hooks rules for the web app, and the import boundaries of
// docs/ARCHITECTURE.md (contracts <- server/web; platform <- modules; a server module only
// through its door; lib <- features <- app; features never import each other), with import
// cycles forbidden everywhere.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The names in a folder (its subfolders only, when asked); none when it is not there. */
const entriesOf = (folder, { foldersOnly = false } = {}) => {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => !foldersOnly || entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const webFeatures = entriesOf('apps/web/src/features', { foldersOnly: true });
const serverModules = entriesOf('apps/server/src/modules', { foldersOnly: true });
/** Everything of the server that is not a module: it reaches a module through its door too. */
const serverOutsideModules = [
  ...entriesOf('apps/server/src')
    .filter((name) => name !== 'modules')
    .map((name) => `./apps/server/src/${name}`),
  './apps/server/src/modules/index.ts',
  './apps/server/test',
  './apps/server/scripts',
];

const boundaries = [
  { target: './packages/contracts', from: './apps', message: 'contracts depend on nothing of ours' },
  { target: './apps/server', from: './apps/web' },
  { target: './apps/web', from: './apps/server' },
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/modules',
    message: 'platform must not know modules',
  },
  { target: './apps/web/src/lib', from: './apps/web/src/features' },
  { target: './apps/web/src/lib', from: './apps/web/src/app' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  // The public pages are their own entry without sign-in: they build on lib only, and nothing builds on them.
  {
    target: './apps/web/src/public',
    from: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/lib/auth'],
    message: 'the public pages use lib only (no staff app, no sign-in)',
  },
  {
    target: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/lib'],
    from: './apps/web/src/public',
    message: 'the public pages are a separate entry',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'features do not import each other; compose them in src/app',
  })),
  // A server module is a room with one door (docs/ARCHITECTURE.md "Modules, doors and tiers").
  ...serverModules.map((module) => ({
    target: [
      ...serverModules
        .filter((other) => other !== module)
        .map((other) => `./apps/server/src/modules/${other}`),
      ...serverOutsideModules,
    ],
    from: `./apps/server/src/modules/${module}`,
    except: ['./index.ts'],
    message: `another module uses ${module} through its door, modules/${module}/index.ts`,
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The object store's SDK stays behind its driver (docs/ARCHITECTURE.md, "Files").
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/platform/storage/s3-file-storage.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*'],
              message:
                'the object store is reached through FileStorage (platform/storage/s3-file-storage.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
