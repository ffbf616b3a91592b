import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Flags proven on this kind of machine: no sandbox as root, no background traffic to a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  // Stories and tests play audio from synthetic clicks.
  '--autoplay-policy=no-user-gesture-required',
];

/** The Chromium to drive: $CHROMIUM_PATH, $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, then Debian's; undefined lets Playwright use its own. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** The font every test browser draws with: Noto Sans SC from npm, the same on every machine. */
export const TEST_FONT_FAMILY = 'Noto Sans SC';

/**
 * A fontconfig file that knows Noto Sans SC from npm and no other font, and maps every family (the product's
 * PingFang SC / Microsoft YaHei stack, sans-serif, monospace, the file input's label) to it: screenshots then do not
 * depend on the fonts a machine happens to have.
 */
export function testFontConfig(): string {
  const require = createRequire(import.meta.url);
  const fontDir = dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  const dir = join(tmpdir(), 'dubkit-test-fonts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'fonts.conf');
  const alias = (family: string) =>
    `  <alias binding="same"><family>${family}</family><prefer><family>${TEST_FONT_FAMILY}</family></prefer></alias>`;
  // Written aside and renamed: several test workers may write it at once.
  const written = `${file}.${process.pid}`;
  writeFileSync(
    written,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      `  <dir>${fontDir}</dir>`,
      `  <cachedir>${join(dir, 'cache')}</cachedir>`,
      ...['sans-serif', 'serif', 'monospace', 'system-ui'].map(alias),
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  renameSync(written, file);
  return file;
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  const env = { ...process.env, FONTCONFIG_FILE: testFontConfig() } as Record<string, string>;
  return executablePath ? { executablePath, args: CHROMIUM_ARGS, env } : { args: CHROMIUM_ARGS, env };
}
