// `node scripts/check-rule-literals.mjs`: fails when a product rule's value is written again outside its home.
//
// Every value a rule needs in two places (a range, a limit, a file type, a refusal) is defined once in sdk-core and
// imported; copy that states one derives it from the constant (a template string), so it never holds the literal.
// Each row of RULES is a literal that must not be written by hand: its patterns, and the one file allowed to hold it
// (`home`: where the value is defined; null when the value is only ever derived), and any file where the same text is
// not the rule (`allowed`, each with its reason). A match anywhere else is reported as file:line.
//
// Scanned: the tracked source and documentation of the packages, apps, bench, e2e, scripts and docs (.ts, .tsx, .mjs,
// .js, .md). Not scanned: tests (*.test.ts[x], *.e2e.ts, *.property.test.ts), stories (*.stories.tsx), the story and
// test fixtures under src/testing/ and test/, and the changesets and changelogs. A test states the literal on purpose:
// it asserts what a user reads or the server answers, so a wrong constant fails it instead of moving with it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @typedef {{ name: string, home: string | null, patterns: RegExp[], allowed?: string[] }} Rule */

/** @type {Rule[]} */
export const RULES = [
  {
    name: 'pitch slider range −500…500',
    home: 'packages/sdk-core/src/rules/prosody.ts',
    patterns: [/[-−]\s?500\s*(?:…|\.\.\.?|到|~|–|to)\s*500\b/, /\bmin(?:Value\(|:)\s*-500\b/],
  },
  {
    name: 'multi-voice pitch range −100…100',
    home: 'packages/sdk-core/src/rules/prosody.ts',
    patterns: [/[-−]\s?100\s*(?:…|\.\.\.?|到|~|–|to)\s*100\b/, /\bmin(?:Value\(|:)\s*-100\b/],
  },
  {
    name: 'speed slider range 0.5…2',
    home: 'packages/sdk-core/src/rules/prosody.ts',
    patterns: [/\b0\.5\s*(?:…|\.\.\.?|到|~|–|to)\s*2\b(?!\d)/, /\bmin(?:Value\(|:)\s*0\.5\b/],
  },
  {
    name: 'pitch slider ↔ percent (÷10)',
    home: 'packages/sdk-core/src/rules/prosody.ts',
    patterns: [/\bpitch\w*\)?\s*[/*]\s*10\b/i],
  },
  {
    name: 'smart narration pause 200…5000 ms',
    home: 'packages/sdk-core/src/markup/narration.ts',
    patterns: [/\b200\s*(?:…|\.\.\.?|到|~|–|-)\s*5000\b/, /\bms\s*[<>]=?\s*(?:200|5000)\b/],
  },
  {
    name: 'speech-to-text file refusals',
    home: 'packages/sdk-core/src/rules/asrFiles.ts',
    patterns: [/仅支持 mp3/, /\(mp3\|wav\|mp4/],
  },
  {
    name: 'OCR image types',
    home: 'packages/sdk-core/src/rules/tools.ts',
    patterns: [/仅支持 jpg/, /\(jpe\?g\|png\)/, /image\/jpeg,\s*image\/png/],
  },
  {
    name: 'drawing reference image types',
    home: 'packages/sdk-core/src/rules/drawForm.ts',
    patterns: [/仅支持 png\/jpeg/, /image\/png,\s*image\/jpeg/],
  },
  {
    name: 'a file size limit in copy (大小不超过 NM)',
    home: null,
    patterns: [/大小不超过\s*\d+\s*M/],
    // The OCR bench's sample picture prints a sentence to be recognised; it states no rule.
    allowed: ['bench/ocr.ts'],
  },
  {
    name: 'a length limit in copy (不能超过 N 个字符)',
    home: null,
    patterns: [/不能超过\s*\d+\s*个字符/],
  },
  {
    name: 'an input length as a literal (maxLength={N})',
    home: null,
    patterns: [/maxLength=\{\s*\d/],
  },
  {
    name: 'custom anchor name and intro limits 30/150',
    home: 'packages/sdk-core/src/constants.ts',
    patterns: [
      /\b(?:name|comment|description)\w*MaxLength\s*[:=]\s*\d/i,
      /\b(?:NAME|COMMENT|DESCRIPTION)_MAX_LENGTH\s*=\s*150\b/,
    ],
  },
  {
    name: 'the assistant’s monthly tokens',
    home: 'packages/sdk-core/src/constants.ts',
    patterns: [/\d+\s*万\s*(?:额度|tokens)/i, /tokens?\b.*\b(?:1[,_]000[,_]000|20[,_]000)\b/i],
  },
  {
    name: 'daily syntheses by member level',
    home: 'packages/sdk-core/src/rules/membership.ts',
    patterns: [/每日最多\s*\d+\s*次/, /vipLevel\s*>=\s*3\)\s*return\s*\d/],
  },
  {
    name: 'loudness targets −16/−23 LUFS and the −1 dBTP true-peak ceiling',
    home: 'packages/sdk-core/src/rules/loudness.ts',
    patterns: [
      /[-−]\s?(?:16|23)(?:\.0)?\s*LUFS/,
      /[-−]\s?1(?:\.0)?\s*dBTP/,
      /\b(?:loudnessTarget|LOUDNESS_TARGETS?|TRUE_PEAK_CEILING\w*)\s*[:=]\s*\[?\s*-\d/,
    ],
    // The speech pipeline's README states the figures it documents.
    allowed: ['apps/server/src/engines/speech/README.md'],
  },
  {
    name: 'member audio 48k',
    home: 'packages/sdk-core/src/rules/membership.ts',
    patterns: [/\b48\s?k\b(?!Hz)/],
  },
];

const SCANNED = /^(?:packages|apps|bench|e2e|scripts|docs)\/.*\.(?:ts|tsx|mjs|js|md)$/;
const SKIPPED =
  /(?:\.test\.tsx?|\.e2e\.ts|\.stories\.tsx|\/src\/testing\/|^test\/|\/CHANGELOG\.md|\/dist\/|\/node_modules\/)|^scripts\/check-rule-literals\.mjs$/;

/** Whether a tracked path is one the guard reads. */
export const scanned = (path) => SCANNED.test(path) && !SKIPPED.test(path);

/**
 * Every line of `files` where a rule's literal appears outside its home.
 * @param {{ path: string, text: string }[]} files
 * @param {Rule[]} rules
 */
export function findRepeats(files, rules = RULES) {
  const found = [];
  for (const { path, text } of files) {
    const lines = text.split('\n');
    for (const rule of rules) {
      if (rule.home === path || rule.allowed?.includes(path)) continue;
      lines.forEach((line, index) => {
        if (rule.patterns.some((pattern) => pattern.test(line))) {
          found.push({ path, line: index + 1, rule: rule.name, home: rule.home, text: line.trim() });
        }
      });
    }
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const paths = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(scanned);
  const files = paths.map((path) => ({ path, text: readFileSync(new URL(`../${path}`, import.meta.url), 'utf8') }));
  const repeats = findRepeats(files);
  for (const { path, line, rule, home, text } of repeats) {
    console.error(`${path}:${line}: ${rule} (define it once${home ? ` in ${home}` : ' in sdk-core'} and import it)`);
    console.error(`    ${text}`);
  }
  if (repeats.length) {
    console.error(`${repeats.length} rule value(s) written outside their home.`);
    process.exit(1);
  }
  console.log(`Rule values in one place: ${files.length} files, ${RULES.length} rules.`);
}
