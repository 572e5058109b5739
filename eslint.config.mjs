// The lint gate, run by `npm test` (`npm run lint`): typescript-eslint's rules
// that catch real defects, with type information, and no formatting rule.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/out/**', '**/dist/**', '**/node_modules/**', 'test/fixtures/**', 'test/e2e/fixtures/**', 'demo/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      // A promise nobody awaits or catches loses its failure.
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise where a callback's result is ignored (an event handler) loses its failure too.
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-require-imports': 'error',
      // Past six arguments a call no longer says which is which: an options record or a split.
      'max-params': ['error', 6],
    },
  },
  {
    // Code that runs inside VS Code's page (Playwright's evaluate), on the workbench's globals, which have no types.
    files: ['test/e2e/ui/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
