import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the production build (npm run build + the local Netlify-like server)
 * in Chromium, with a fresh embedded database seeded on start. This machine cannot download
 * browsers, so Debian's Chromium is used when present: its headless shell (what Playwright runs
 * headless with its own browsers) for most specs, a third less CPU than the full browser on 2
 * cores; the full browser for the specs that measure where text falls (ADR 0036).
 */
const PORT = Number(process.env.E2E_PORT ?? 4399);
/** Specs that change what every page shows (ADR 0003, ADR 0024). */
const SITE_WIDE_SETTINGS = /(maintenance|company-details)\.spec\.ts$/;
/**
 * Specs that measure layout shifts, bounding boxes and the largest paint with the fonts' local
 * stand-ins: the headless shell places glyphs on whole pixels, so its lines are a few pixels
 * longer or shorter than in the Chrome a buyer runs (a filter row wrapped there and nowhere else).
 */
const TEXT_LAYOUT = /(catalogue-stability|media|shell-on-demand)\.spec\.ts$/;
const headed = process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg));
const fullChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const headlessShell = !headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromium;
const launchOptions = (executablePath: string | undefined) => ({
  executablePath,
  args: executablePath
    ? ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
    : [],
});
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };
/** Debian's full browser; elsewhere Playwright's own full Chromium (its `chromium` channel), not its headless shell. */
const fullBrowser = fullChromium ? { ...desktopChrome, launchOptions: launchOptions(fullChromium) } : { ...desktopChrome, channel: 'chromium' };

export default defineConfig({
  testDir: 'tests/e2e',
  // Journeys span several browsers (an administrator inviting one who signs in elsewhere): on a
  // slow 2-core machine two of them side by side took 72 s where one alone took 26 s. Each step
  // still waits for what the user would see; this only bounds what a failure costs.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs a quarter of a spec's time (60 specs: 124-125 s with one on every run,
    // 93-98 s without), so CI records one only when it retries a failed test, as Playwright advises;
    // locally, where nothing is retried, a failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The production server on PostgreSQL through database restarts (needs TEST_DATABASE_URL; no
    // browser). First, beside the browser specs: after them, its minute ran on one worker alone.
    { name: 'faults', testDir: 'tests/fault' },
    { name: 'chromium', use: { ...desktopChrome, launchOptions: launchOptions(headlessShell) }, testIgnore: [SITE_WIDE_SETTINGS, TEXT_LAYOUT] },
    { name: 'text-layout', use: fullBrowser, testMatch: TEXT_LAYOUT },
    // Maintenance mode and the company details change the whole site for every browser: they run
    // alone, after the rest, one file at a time (a page in maintenance shows no footer).
    { name: 'maintenance', use: fullBrowser, testMatch: SITE_WIDE_SETTINGS, dependencies: ['chromium', 'text-layout'], workers: 1 },
  ],
  webServer: {
    command: 'rm -rf .data/e2e && npm run build && tsx scripts/serve.ts',
    url: `http://localhost:${PORT}/api/site-settings`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      DATA_DIR: '.data/e2e',
      SITE_URL: `http://localhost:${PORT}`,
      ASTRO_TELEMETRY_DISABLED: '1',
      // Every browser of the suite registers from 127.0.0.1: the real limit (3 per hour) would
      // make specs fail each other. The limit itself is covered by tests/integration/auth-registration-limit.
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      PASSWORD_RESETS_PER_IP_PER_HOUR: '1000',
      // The same for quote requests and contact messages (tests/integration/quotes, contact).
      QUOTES_PER_IP_PER_HOUR: '1000',
      MESSAGES_PER_IP_PER_HOUR: '1000',
      // Sign-ins too (tests/integration/auth-sign-in-limit covers the real 20 per 10 minutes).
      SIGN_INS_PER_IP_PER_10_MINUTES: '1000',
      // Test hooks on this server only (scripts/e2e-hooks.ts): e.g. a quotation's validity moved into the past.
      E2E_TEST_HOOKS: '1',
    },
    stdout: 'pipe',
  },
});
