import { existsSync } from 'node:fs';

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

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
