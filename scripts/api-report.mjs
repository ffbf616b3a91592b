// `npm run api:check` (in `npm test`): API Extractor reads each public entry's built .d.ts, found from the packages'
// `exports`, and compares its surface with the report committed under api/ (e.g. api/widgets-draw.api.md).
// `npm run api:update` rewrites the reports after an intended change. Needs the packages built.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { log } from './lib.mjs';
import { publicPackages, typedEntries } from './publicPackages.mjs';

const update = process.argv.includes('--update');
const reportFolder = resolve('api');
const temp = mkdtempSync(join(tmpdir(), 'dubkit-api-'));
const expected = new Set();
const failures = [];

/** `@dubkit/widgets` + `./embed/react` → `widgets-embed-react`. */
const reportName = (name, subpath) =>
  [
    name.replace(/^@[^/]+\//, ''),
    ...subpath
      .replace(/^\.\/?/, '')
      .split('/')
      .filter(Boolean),
  ].join('-');

try {
  for (const { name, dir } of publicPackages()) {
    const manifest = resolve(dir, 'package.json');
    for (const { subpath, types } of typedEntries((await import(manifest, { with: { type: 'json' } })).default)) {
      const fileName = reportName(name, subpath);
      expected.add(`${fileName}.api.md`);
      const entry = resolve(dir, types);
      if (!existsSync(entry)) {
        failures.push(`${name}${subpath.slice(1)}: ${relative('.', entry)} is missing (build the packages first)`);
        continue;
      }
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: dir,
          mainEntryPointFilePath: entry,
          compiler: {
            overrideTsconfig: {
              compilerOptions: { module: 'esnext', moduleResolution: 'bundler', target: 'es2022', skipLibCheck: true },
            },
          },
          apiReport: { enabled: true, reportFolder, reportTempFolder: temp, reportFileName: fileName },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            // The report is the point here, not API Extractor's release-tag and TSDoc conventions.
            extractorMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
            tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
          },
        },
        configObjectFullPath: undefined,
        packageJsonFullPath: manifest,
      });
      const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
      const label = `${name}${subpath.slice(1)}`;
      if (result.apiReportChanged) {
        if (update) console.log(`updated api/${fileName}.api.md (${label})`);
        else failures.push(`${label}: its public API differs from api/${fileName}.api.md`);
      } else if (!result.succeeded) failures.push(`${label}: API Extractor failed`);
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

for (const file of readdirSync(reportFolder).filter((f) => f.endsWith('.api.md') && !expected.has(f))) {
  if (update) {
    rmSync(join(reportFolder, file));
    console.log(`removed api/${file} (no such entry any more)`);
  } else failures.push(`api/${file} reports an entry no package exports any more`);
}

if (failures.length) {
  log('API reports differ from the built packages');
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  console.error('If the change is intended, run `npm run api:update` and commit api/.');
  process.exit(1);
}
console.log(`API reports: ${expected.size} entries match api/${update ? ' (updated)' : ''}.`);
