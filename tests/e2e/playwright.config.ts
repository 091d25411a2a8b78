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

// Each rule is tested once, at the width where it matters (the suite ran every spec twice,
// and CI passed 45 minutes). Specs about layout, first paint, accessibility or a screen the
// issues ask to check at 1280 and 375 px run in both projects; the offline specs run on
// the phone, where members use the installed app; everything else (workflows, admin
// tools, server-driven rules) runs once on the desktop.
const bothWidths = [
  'public-site', 'first-paint', 'a11y-public', 'a11y-moderate', 'admin-panel',
  'catalog', 'replies-blocks', 'demo-long', 'i18n-screens', 'tags-captions',
  'share-browse', 'operator-tools', 'account-security', 'fingerprint-holds', 'uploads',
  'offline-never-blank',
  // Issues 37 and 38 ask for these at 1280 and 375 px.
  'age-assurance', 'performers', 'complaints', 'performer-records-admin',
];
// Layout shift is measured where Lighthouse's mobile score measures it (the desktop's first
// paint geometry is compared by first-paint).
const phoneOnly = [
  'layout-shift',
  'offline-catalog', 'offline-dashboards', 'offline-data-layer', 'offline-dead-wifi',
  'offline-delivery', 'offline-downloads', 'offline-everywhere', 'offline-lazy-code',
  'offline-outbox', 'offline-seen', 'offline-shared-device', 'library-offline',
];
const specs = (names: string[]) => names.map((n) => `**/${n}.spec.ts`);

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
      testIgnore: specs(phoneOnly),
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: specs([...bothWidths, ...phoneOnly]),
      // A test tagged '@one-width' inside a both-widths spec runs on the desktop only.
      grepInvert: /@one-width/,
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
