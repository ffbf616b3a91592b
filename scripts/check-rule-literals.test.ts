import { expect, it } from 'vitest';
import { findRepeats, RULES, scanned } from './check-rule-literals.mjs';

const PROSODY = 'packages/sdk-core/src/rules/prosody.ts';

it('reports a rule value written again outside its home, by file, line and rule', () => {
  const repeats = findRepeats([
    {
      path: 'packages/widgets/src/anchors/CustomAnchorDialog/customAnchorForm.ts',
      text: 'export const LIMITS = {\n  nameMaxLength: 30,\n  commentMaxLength: 150,\n};',
    },
    { path: 'packages/widgets/src/draw/DrawForm/DrawForm.tsx', text: '<textarea\n  maxLength={500}\n/>' },
    {
      path: 'packages/sdk-core/src/markup/wireReader.ts',
      text: "pitch: scan.number(tag, 'dk:pitch', -500, 500, true),",
    },
    { path: 'apps/server/src/README.md', text: 'answers 402 本月写作额度已用完，开通会员可获得每月100万tokens' },
  ]);
  expect(repeats.map(({ path, line, rule }) => `${path}:${line} ${rule}`)).toEqual([
    'packages/widgets/src/anchors/CustomAnchorDialog/customAnchorForm.ts:2 custom anchor name and intro limits 30/150',
    'packages/widgets/src/anchors/CustomAnchorDialog/customAnchorForm.ts:3 custom anchor name and intro limits 30/150',
    'packages/widgets/src/draw/DrawForm/DrawForm.tsx:2 an input length as a literal (maxLength={N})',
    'apps/server/src/README.md:1 the assistant’s monthly tokens',
  ]);
});

it('catches the range in the forms a reader writes it, and leaves it in its home', () => {
  const written = ['min: -500, max: 500', 'minValue(-500, message)', '音调范围为-500到500', 'pitch −500…500 step 5'];
  for (const text of written) {
    expect(findRepeats([{ path: 'apps/server/src/x.ts', text }]), text).toHaveLength(1);
    expect(findRepeats([{ path: PROSODY, text }]), text).toEqual([]);
  }
  // Derived copy holds no literal.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template string
  const derived = '`音调范围为${PITCH_RANGE.min}到${PITCH_RANGE.max}`';
  expect(findRepeats([{ path: 'apps/server/src/x.ts', text: derived }])).toEqual([]);
});

it('reads product source and docs, not the tests and stories that assert the copy', () => {
  expect(scanned('packages/widgets/src/provider/messages/tools.ts')).toBe(true);
  expect(scanned('apps/server/src/README.md')).toBe(true);
  expect(scanned('packages/widgets/src/tools/AsrTool/AsrTool.stories.tsx')).toBe(false);
  expect(scanned('apps/server/src/http/routes/asr.test.ts')).toBe(false);
  expect(scanned('packages/widgets/src/testing/tools/asr.ts')).toBe(false);
  expect(RULES.every((rule) => rule.home === null || scanned(rule.home))).toBe(true);
});
