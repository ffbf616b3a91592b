// Shared by `npm start` and `npm test`: runs on a fresh machine before any dependency is installed,
// so it uses Node's built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export const PNPM_VERSION = '12.21.0';

export function log(message) {
  console.log(`\n\x1b[1m▶ ${message}\x1b[0m`);
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** pnpm from PATH, else through npx (nothing installed globally). */
export function pnpmCommand() {
  return onPath('pnpm') ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/**
 * Runs a command with inherited output; resolves to its exit code. With `ownGroup` (the server) it runs in a process
 * group of its own and gets every Ctrl+C, SIGTERM or SIGHUP this process gets, which waits for it to stop: killing
 * `npm start`'s process alone no longer leaves the server running, and a terminal's Ctrl+C reaches the server once
 * (a second one stops it at once). It also stops when this process goes away: it holds an IPC channel to it (see
 * the server's main.ts), and this process passes on a SIGTERM when its own parent goes away.
 */
export function run(command, args, { ownGroup = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      // The kernel closes the IPC channel when this process dies, even by SIGKILL, which the server notices at once.
      stdio: ownGroup ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
      detached: ownGroup,
      ...options,
      env: { ...process.env, ...options.env },
    });
    const signals = ownGroup ? ['SIGINT', 'SIGTERM', 'SIGHUP'] : [];
    const forward = (signal) => child.kill(signal);
    for (const signal of signals) process.on(signal, forward);
    // npm passes a SIGTERM to its `sh -c`, which dies of it without passing it on: under npm, a parent gone is that
    // SIGTERM (run by hand, e.g. `nohup node scripts/start.mjs &`, the shell may go and the server stays).
    const parent = process.ppid;
    const orphaned =
      ownGroup && process.env.npm_lifecycle_event
        ? setInterval(() => {
            if (process.ppid === parent) return;
            clearInterval(orphaned);
            forward('SIGTERM');
          }, 250)
        : undefined;
    const done = (code) => {
      clearInterval(orphaned);
      for (const signal of signals) process.off(signal, forward);
      resolve(code);
    };
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      console.error(error.message);
      done(1);
    });
  });
}

export async function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Native addons (better-sqlite3) build against the machine's Node headers instead of downloading them. */
function nodeHeadersDir() {
  if (process.env.npm_config_nodedir) return process.env.npm_config_nodedir;
  const configured = spawnSync('npm', ['config', 'get', 'nodedir'], { encoding: 'utf8' }).stdout?.trim();
  if (configured && configured !== 'undefined' && existsSync(join(configured, 'include', 'node', 'node.h')))
    return configured;
  return existsSync('/usr/include/node/node.h') ? '/usr' : undefined;
}

/** What an install depends on: the lockfile, the workspace's manifests and settings, Node's version. */
function installInputsHash() {
  const hash = createHash('sha256').update(`${process.version} ${process.platform} ${process.arch}\n`);
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', '.npmrc'];
  for (const parent of ['packages', 'apps'])
    for (const name of existsSync(parent) ? readdirSync(parent).sort() : [])
      manifests.push(join(parent, name, 'package.json'));
  manifests.push(join('bench', 'package.json'));
  for (const file of manifests) if (existsSync(file)) hash.update(`${file}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

const INSTALL_STAMP = join('node_modules', '.cache', 'dubkit-start', 'install.json');

/**
 * `pnpm install`, skipped when node_modules was installed by it from the same lockfile and manifests (a stamp
 * beside it): pnpm itself takes seconds to find nothing to do (through npx, more). Output only when it fails.
 */
export async function installDependencies() {
  const inputs = installInputsHash();
  if (existsSync(join('node_modules', '.modules.yaml')) && existsSync(INSTALL_STAMP)) {
    if (readFileSync(INSTALL_STAMP, 'utf8') === inputs) return;
  }
  const started = Date.now();
  process.stdout.write('▶ Installing dependencies (pnpm)…');
  const nodedir = nodeHeadersDir();
  const [command, ...prefix] = pnpmCommand();
  const { code, output } = await quietly(
    command,
    [...prefix, 'install', '--prefer-offline', '--reporter=append-only'],
    {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      ...(nodedir ? { npm_config_nodedir: nodedir } : {}),
    },
  );
  if (code !== 0) {
    console.log(' failed:\n');
    console.error(output.trimEnd());
    console.error('\nDependency installation failed; see the pnpm output above.');
    process.exit(code);
  }
  console.log(` done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  mkdirSync(dirname(INSTALL_STAMP), { recursive: true });
  writeFileSync(INSTALL_STAMP, inputs);
}

/** Runs a command with its output kept (not shown); resolves to its exit code and output. */
export function quietly(command, args, env = {}, cwd = process.cwd()) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString('utf8') }));
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = () => existsSync('/usr/bin/apt-get');

function playwrightChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const listing = spawnSync('sh', ['-c', `ls -d ${cache}/chromium-*/chrome-linux*/chrome 2>/dev/null | tail -n 1`], {
    encoding: 'utf8',
  });
  return listing.stdout.trim() || undefined;
}

export function findChromium() {
  return [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    playwrightChromium(),
  ].find((path) => path && existsSync(path));
}

async function aptInstall(packages) {
  log(`Installing Debian packages: ${packages.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env })) === 0;
}

/** A Chromium for the browser tests; it draws with the font from npm (scripts/chromium.ts), not the machine's. */
export async function ensureBrowser() {
  let chromium = findChromium();
  if (!chromium && isRoot() && hasApt()) {
    await aptInstall(['chromium']);
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      [
        'No Chromium found for the browser tests.',
        'Install one of:',
        '  - Debian/Ubuntu: sudo apt-get install chromium',
        '  - or set CHROMIUM_PATH=/path/to/chromium',
        '  - or install Playwright’s build: npx playwright install chromium',
      ].join('\n'),
    );
    process.exit(1);
  }
  process.env.CHROMIUM_PATH = chromium;
  return chromium;
}

function postgresBinDir() {
  const listing = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1'], {
    encoding: 'utf8',
  });
  const dir = listing.stdout.trim();
  return dir && existsSync(join(dir, 'initdb')) ? dir : undefined;
}

/**
 * A throw-away PostgreSQL for the server suite's second half: `DUBKIT_TEST_DATABASE_URL` if given, else a
 * private cluster on 127.0.0.1 (Debian's `postgresql` installed first when running as root). Returns null,
 * with a notice, when none can be had; the suite then runs on SQLite only.
 */
export async function ensurePostgres() {
  if (process.env.DUBKIT_TEST_DATABASE_URL) return { url: process.env.DUBKIT_TEST_DATABASE_URL, stop: async () => {} };
  let bin = postgresBinDir();
  if (!bin && isRoot() && hasApt()) {
    await aptInstall(['postgresql']);
    bin = postgresBinDir();
  }
  if (!bin) {
    console.warn('PostgreSQL is not available: the server suite runs on SQLite only (install postgresql to run both).');
    return null;
  }
  const dir = `/tmp/dubkit-pg-${process.pid}`;
  const port = String(54000 + (process.pid % 1000));
  // initdb refuses to run as root, so the cluster belongs to the postgres user there.
  const asOwner = (command) => (isRoot() ? ['su', 'postgres', '-s', '/bin/sh', '-c', command] : ['sh', '-c', command]);
  const exec = async (command) => {
    const [cmd, ...args] = asOwner(command);
    return run(cmd, args, { stdio: 'ignore' });
  };
  spawnSync('sh', ['-c', `rm -rf ${dir} && mkdir -p ${dir} && ${isRoot() ? `chown postgres ${dir}` : 'true'}`]);
  if ((await exec(`${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync -E UTF8 --locale=C.UTF-8`)) !== 0) {
    console.warn('PostgreSQL initdb failed: the server suite runs on SQLite only.');
    return null;
  }
  const started = await exec(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start`,
  );
  if (started !== 0) {
    console.warn(`PostgreSQL did not start (see ${dir}/log): the server suite runs on SQLite only.`);
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await exec(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      spawnSync('rm', ['-rf', dir]);
    },
  };
}
