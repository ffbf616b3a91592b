// `npm test`: install, typecheck, lint, build, package lint and API reports, every Vitest project, Storybook build and size budgets,
// then one summary line `N passed, N failed` over all of them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBrowser, ensurePostgres, installDependencies, log, pnpm } from './lib.mjs';
import { packPublicPackages } from './publicPackages.mjs';

process.env.CI ??= '1';
const started = Date.now();
const results = [];

function record(name, passed, failed, failures = [], retried = []) {
  results.push({ name, passed, failed, failures, retried });
}

async function check(name, args) {
  log(name);
  const code = await pnpm(args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

await installDependencies();
const chromium = await ensureBrowser();
console.log(`Chromium: ${chromium}`);
const postgres = await ensurePostgres();
if (postgres) {
  process.env.DUBKIT_TEST_DATABASE_URL = postgres.url;
  console.log(`PostgreSQL for the server suite: ${postgres.url}`);
}

await check('Typecheck', ['run', 'typecheck']);
await check('Lint (Biome)', ['exec', 'biome', 'check', '.']);
await check('Rule values in one place', ['exec', 'node', 'scripts/check-rule-literals.mjs']);
const built = await check('Build packages (tsup)', ['run', 'build']);
const AFTER_BUILD = [
  ['Package lint (publint, Are the Types Wrong)', ['run', 'package-lint']],
  ['API reports (api-extractor)', ['run', 'api:check']],
  // A partner's Vite app from `pnpm pack` of the built packages: types from the tarballs alone, first-load budget.
  ['Partner app from packed tarballs', ['exec', 'node', 'scripts/partner-app.mjs']],
];
// Packed once for the steps above, which read the tarballs from DUBKIT_PACKS.
const packed = built && (await packOnce());
for (const [name, args] of AFTER_BUILD) {
  if (packed) await check(name, args);
  else record(name, 0, 1);
}
if (packed) rmSync(process.env.DUBKIT_PACKS, { recursive: true, force: true });

async function packOnce() {
  log('Pack the public packages (pnpm pack)');
  process.env.DUBKIT_PACKS = mkdtempSync(join(tmpdir(), 'dubkit-packs-'));
  try {
    await packPublicPackages(process.env.DUBKIT_PACKS);
    return true;
  } catch (error) {
    record('Pack the public packages', 0, 1, [error.message]);
    return false;
  }
}

mkdirSync('.test-results', { recursive: true });

/** One Vitest run over some projects; scripts/summary-reporter.mjs gives the counts and names each failure. */
async function vitest(name, projects) {
  const summary = `.test-results/${name.toLowerCase().replace(/\W+/g, '-')}.json`;
  rmSync(summary, { force: true });
  log(`Vitest: ${projects.join(', ')}`);
  const args = ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  process.env.DUBKIT_TEST_SUMMARY = summary;
  const code = await pnpm([...args, '--reporter=default', '--reporter=./scripts/summary-reporter.mjs']);
  try {
    const { passed, failures, retried } = JSON.parse(readFileSync(summary, 'utf8'));
    if (code !== 0 && failures.length === 0) failures.push(`Vitest exited with code ${code}`);
    record(name, passed, failures.length, failures, retried);
  } catch {
    record(name, 0, 1, [`Vitest exited with code ${code} before reporting`]);
  }
}

await vitest('Vitest', ['unit', 'dom', 'stories', 'browser', 'server']);
// Needs the packages built above: it loads their dist and style sheets as a partner's app does.
await vitest('Packaged (dist + style.css)', ['packaged']);
// The end-to-end run needs the built website; a failure to start it must not hide the other results.
await vitest('End-to-end (website + server)', ['e2e']);

await check('Storybook build', ['run', 'build-storybook']);

if (built) {
  log('Size budgets (size-limit, gzip, React external)');
  const sizeReport = '.test-results/size.json';
  await pnpm(['exec', 'sh', '-c', `size-limit --json > ${sizeReport}`]);
  try {
    const entries = JSON.parse(readFileSync(sizeReport, 'utf8'));
    for (const entry of entries) {
      console.log(
        `  ${entry.passed ? '✓' : '✗'} ${entry.name}: ${(entry.size / 1000).toFixed(2)} kB (limit ${(entry.sizeLimit / 1000).toFixed(0)} kB)`,
      );
    }
    const failed = entries.filter((entry) => !entry.passed).length;
    record('Size budgets', entries.length - failed, failed);
  } catch {
    console.error(readFileSync(sizeReport, 'utf8'));
    record('Size budgets', 0, 1);
  }
} else {
  record('Size budgets', 0, 1);
}

await postgres?.stop();

console.log('\nSummary');
for (const { name, passed, failed, failures, retried } of results) {
  console.log(`  ${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed`);
  for (const failure of failures) console.log(`      ✗ ${failure}`);
  for (const flaky of retried) console.log(`      ↻ passed on its retry: ${flaky}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`  wall time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
