import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * The project's Playwright setup (browser, projects, viewports) for `npm run audit`, with two
 * differences: only the audit spec runs, and it runs against the instance the audit script has
 * started (AUDIT_BASE_URL) instead of starting the browser tests' own server.
 */
const baseURL = process.env.AUDIT_BASE_URL;
if (!baseURL) throw new Error('AUDIT_BASE_URL is not set: run this through `npm run audit`.');

export default defineConfig({
  ...base,
  testDir: '../../tests/e2e',
  testMatch: 'audit.spec.ts',
  // Every page at both sizes, and with --all-states every menu on every page: more per test than in `npm test`.
  timeout: 120_000,
  outputDir: '../../test-results/audit/playwright',
  reporter: [['list'], ['json', { outputFile: '../../test-results/audit/axe.json' }]],
  use: { ...base.use, baseURL },
  webServer: undefined,
});
