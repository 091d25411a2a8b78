// End-to-end tests against the built PWA served by the real server (Debian's Chromium).
//   npx playwright test -c tests/e2e/playwright.config.ts
import { defineConfig, devices } from '@playwright/test';

// The servers the specs start: no MFA for the script-driven superuser, admins without an
// authenticator (migration 17950002, internal/twofactor; docs/account-security.md).
process.env.REELHOUSE_SUPERUSER_MFA ??= 'off';
process.env.REELHOUSE_ADMIN_TOTP ??= 'off';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  reporter: 'list',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by global-setup.ts before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    storageState: process.env.E2E_STORAGE_STATE,
    browserName: 'chromium',
    launchOptions: chromium,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  outputDir: '../../test-results/e2e',
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
        userAgent: devices['iPhone 13'].userAgent.replace(/Version\/[\d.]+ Mobile\/\S+ Safari\/\S+/, 'Mobile Safari/537.36'),
      },
    },
  ],
});
