// What `npm start` builds, and a stamp per build so that a restart rebuilds only what changed. Node's built-ins
// only (it runs right after the install). A build's stamp (node_modules/.cache/dubkit-start/<name>.json, outside any
// directory the server serves) holds a hash of its inputs — the files of its package and of the packages it takes,
// the lockfile, the root's configs, the settings baked into it, Node's version — and of its outputs' names and
// sizes: a build runs again when either changed (an edited source, `git pull`, a deleted or rebuilt dist).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { quietly } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampDir = join(root, 'node_modules', '.cache', 'dubkit-start');

const PACKAGES = ['packages/sdk-core', 'packages/ui', 'packages/editor', 'packages/widgets'];

/**
 * In build order. `inputs`: directories whose files go into the build (workspace packages are bundled from source
 * or from their builds, so a package's dependents list it); `outputs`: what the build writes; `env`: the settings
 * it bakes in (`VITE_*` are Vite's).
 */
export const builds = [
  { name: '@dubkit/sdk-core', dir: 'packages/sdk-core', inputs: ['packages/sdk-core'], outputs: ['dist'] },
  { name: '@dubkit/ui', dir: 'packages/ui', inputs: PACKAGES.slice(0, 2), outputs: ['dist'] },
  { name: '@dubkit/editor', dir: 'packages/editor', inputs: PACKAGES.slice(0, 3), outputs: ['dist'] },
  // Its package build, the React embed build and the script-tag embed bundle (dist/embed).
  { name: '@dubkit/widgets', dir: 'packages/widgets', inputs: PACKAGES, outputs: ['dist'] },
  {
    name: 'the website (@dubkit/demo)',
    dir: 'apps/demo',
    inputs: ['apps/demo', ...PACKAGES],
    outputs: ['dist'],
    env: (name) => name.startsWith('VITE_') || name === 'DUBKIT_BRAND' || name === 'DUBKIT_AUDITION_KEY',
  },
  { name: 'the server (@dubkit/server)', dir: 'apps/server', inputs: ['apps/server', ...PACKAGES], outputs: ['dist'] },
  {
    name: 'the example partner site',
    dir: 'apps/partner-example',
    inputs: ['apps/partner-example', ...PACKAGES],
    outputs: ['dist'],
    // The partner's page has its own look: the website's brand is not its setting.
    env: (name) => name.startsWith('VITE_') && name !== 'VITE_DUBKIT_BRAND',
  },
];

/** Files and directories no build reads: outputs, caches, tests, stories, screenshots. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '__screenshots__', 'bench']);
const skippedFile = (name) => /\.(test|stories|e2e)\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.tsbuildinfo');

function walk(dir, visit) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path, visit);
    } else if (entry.isFile() && !skippedFile(entry.name)) visit(path);
  }
}

/** The root's files every build reads: the lockfile, the workspace and TypeScript configs. */
const ROOT_FILES = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', 'tsconfig.base.json', 'tsconfig.json'];

/** Each directory is read once a start, though several builds take it. */
const dirHashes = new Map();
function dirHash(dir) {
  let digest = dirHashes.get(dir);
  if (!digest) {
    const hash = createHash('sha256');
    walk(join(root, dir), (path) => hash.update(`\n${relative(root, path)}\n`).update(readFileSync(path)));
    digest = hash.digest('hex');
    dirHashes.set(dir, digest);
  }
  return digest;
}

function inputsHash(build, env) {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const file of ROOT_FILES) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(`${file}\n`).update(readFileSync(path));
  }
  for (const dir of build.inputs) hash.update(`${dir} ${dirHash(dir)}\n`);
  const settings = Object.entries({ ...process.env, ...env })
    .filter(([name]) => build.env?.(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

/** Names and sizes of what the build wrote; null when an output is missing. */
function outputsHash(build) {
  const hash = createHash('sha256');
  for (const out of build.outputs) {
    const dir = join(root, build.dir, out);
    if (!existsSync(dir)) return null;
    const walkAll = (d) => {
      for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const path = join(d, entry.name);
        if (entry.isDirectory()) walkAll(path);
        else hash.update(`${relative(root, path)} ${statSync(path).size}\n`);
      }
    };
    walkAll(dir);
  }
  return hash.digest('hex');
}

const stampPath = (build) => join(stampDir, `${build.dir.replaceAll('/', '+')}.json`);

function readStamp(build) {
  try {
    return JSON.parse(readFileSync(stampPath(build), 'utf8'));
  } catch {
    return null;
  }
}

/** The package's own build script, run as pnpm runs it (its and the root's node_modules/.bin first on PATH). */
function runBuild(build, env) {
  const cwd = join(root, build.dir);
  const script = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')).scripts.build;
  const path = [join(cwd, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), process.env.PATH].join(
    delimiter,
  );
  return quietly('sh', ['-c', script], { ...env, PATH: path, FORCE_COLOR: '0' }, cwd);
}

/**
 * Runs the builds whose inputs or outputs changed since their stamp, in order; a build that runs makes its
 * dependents' inputs differ only if its sources did, so each is judged on its own. Prints one line per build that
 * runs and a build's whole output when it fails; resolves to false then.
 */
export async function ensureBuilt(list, env) {
  mkdirSync(stampDir, { recursive: true });
  const skipped = [];
  for (const build of list) {
    const inputs = inputsHash(build, env);
    const stamp = readStamp(build);
    if (stamp && stamp.inputs === inputs && stamp.outputs === outputsHash(build)) {
      skipped.push(build.name);
      continue;
    }
    const started = Date.now();
    process.stdout.write(`▶ Building ${build.name}…`);
    const { code, output } = await runBuild(build, env);
    if (code !== 0) {
      console.log(' failed:\n');
      console.error(output.trimEnd());
      console.error(`\nBuilding ${build.name} failed (exit code ${code}); its output is above.`);
      return false;
    }
    console.log(` done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Warnings a build prints (an oversized chunk, …) are an operator's business: one line each.
    for (const line of output.split('\n'))
      if (/\bwarn(ing)?\b|\(!\)/i.test(line) && !/^\s*$/.test(line)) console.log(`  ${line.trim()}`);
    writeFileSync(
      stampPath(build),
      JSON.stringify({ inputs, outputs: outputsHash(build), at: new Date().toISOString() }),
    );
  }
  if (skipped.length === list.length) console.log('▶ Nothing changed since the last build: no build needed');
  else if (skipped.length) console.log(`▶ Unchanged, not rebuilt: ${skipped.join(', ')}`);
  return true;
}
