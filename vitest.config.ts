import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const clientResolve = { conditions: ['@dubkit/source', ...defaultClientConditions] };
const serverResolve = { conditions: ['@dubkit/source', ...defaultServerConditions] };
// The server's dependencies as Node resolves them in production: without `module`, which sends @aws-sdk/* to builds
// meant for bundlers (extensionless imports Node cannot load).
const nodeResolve = { conditions: serverResolve.conditions.filter((condition) => condition !== 'module') };

// Under npm test a test driving a real browser gets one more try, since two cores shared with a build can starve a
// frame; the summary still names every test that needed it (scripts/summary-reporter.mjs), so a flaky test is seen, not hidden.
const retry = process.env.CI ? 1 : 0;

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

const projects: TestProjectInlineConfiguration[] = [
  {
    plugins: [vanillaExtractPlugin()],
    resolve: serverResolve,
    ssr: { resolve: { conditions: serverResolve.conditions } },
    test: {
      name: 'unit',
      environment: 'node',
      include: [
        'packages/*/src/**/*.test.ts',
        'apps/demo/src/**/*.test.ts',
        'bench/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
    },
  },
  {
    plugins: [vanillaExtractPlugin(), react()],
    resolve: clientResolve,
    test: {
      name: 'dom',
      environment: 'jsdom',
      include: ['packages/*/src/**/*.test.tsx'],
      exclude: ['**/*.visual.test.tsx', '**/*.browser.test.tsx'],
    },
  },
  {
    plugins: [vanillaExtractPlugin(), react(), storybookTest({ configDir: `${root}.storybook` })],
    resolve: clientResolve,
    optimizeDeps: {
      include: ['react/jsx-dev-runtime', 'msw-storybook-addon', 'msw', '@dubkit/ui > qrcode/lib/core/qrcode.js'],
    },
    test: {
      name: 'stories',
      retry,
      // A play function with axe over a 200-voice page takes 5 s alone and three times that on two shared cores.
      testTimeout: 30_000,
      setupFiles: ['./.storybook/vitest.motion.ts'],
      browser: browser(),
    },
  },
  {
    plugins: [vanillaExtractPlugin(), react()],
    resolve: clientResolve,
    test: {
      name: 'browser',
      retry,
      include: [
        'packages/*/src/**/*.visual.test.tsx',
        'packages/*/src/**/*.browser.test.tsx',
        'apps/demo/src/**/*.browser.test.tsx',
      ],
      setupFiles: ['./.storybook/vitest.setup.ts', './.storybook/vitest.motion.ts'],
      browser: {
        ...browser(),
        viewport: { width: 1024, height: 768 },
        expect: {
          toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { allowedMismatchedPixelRatio: 0.01 } },
        },
      },
    },
  },
  {
    // The packages as a partner installs them: their built dist and published style sheets, not their sources.
    plugins: [react()],
    resolve: { conditions: [...defaultClientConditions] },
    test: {
      name: 'packaged',
      retry,
      include: ['test/**/*.browser.test.tsx'],
      browser: { ...browser(), viewport: { width: 1024, height: 768 } },
    },
  },
  {
    resolve: nodeResolve,
    ssr: { resolve: { conditions: nodeResolve.conditions } },
    test: {
      name: 'server',
      environment: 'node',
      include: ['apps/server/src/**/*.test.ts'],
      testTimeout: 30_000,
      // Starting and closing a server (database, speech workers) shares two cores with the browser projects.
      hookTimeout: 60_000,
    },
  },
  {
    resolve: serverResolve,
    test: {
      name: 'e2e',
      retry,
      environment: 'node',
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: ['./e2e/setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];

export default defineConfig({
  test: {
    projects,
    reporters: process.env.CI ? ['dot'] : ['default'],
  },
});
