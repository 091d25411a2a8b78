// ESLint (flat config), run by `npm test` after the type check with --max-warnings 0:
// typescript-eslint, React hooks, jsx-a11y, and the house's import boundaries
// (scripts/eslint/layers.js).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './scripts/eslint/layers.js';
import { writesInMutations } from './scripts/eslint/writes.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'pb_data/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, house: { rules: { layers, 'writes-in-mutations': writesInMutations } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'house/layers': 'error',
      // Every server write from a component goes through a mutation (scripts/eslint/writes.js).
      'house/writes-in-mutations': 'error',
      // `role` on our own components (RoleGuard) is a prop, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Option cards nest their visible text two spans deep inside the label.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // zod comes configured from src/lib/zod.ts (jitless: no eval probe under our CSP).
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from src/lib/zod.ts (configured for the site's CSP)." }] }],
    },
  },
  { files: ['src/lib/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
);
