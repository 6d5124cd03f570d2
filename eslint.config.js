// The linter (`npm run lint`, docs/lint.md): JavaScript's and typescript-eslint's recommended
// rules, React's rules of hooks (with the React Compiler's checks that come in the plugin's
// recommended set) and jsx-a11y's accessibility rules on every component.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', '.wrangler/', 'public/', 'test-results/', 'playwright-report/', 'tmp/', 'content/generated/', 'content/i18n/generated/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    // useEffectInOwnTask takes its effect's deps like useEffect: they are checked at each call.
    rules: { 'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useEffectInOwnTask$' }] },
  },
  {
    // Waku's RSC plugin links the stylesheet once per server component whose module imports CSS:
    // the site's stylesheets are imported by src/styles/site.css alone, which the locale layout imports.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/layouts/LocaleDocument.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '\\.css$', message: 'List the stylesheet in src/styles/site.css instead: a module that imports CSS links it again.' }] },
      ],
    },
  },
  {
    // Playwright passes fixtures in an object: a test that needs none but testInfo names `{}`.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // CommonJS: the dependency rule's config and what it loads (dependency-cruiser reads CommonJS).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused value is a mistake, except a leading underscore (a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
