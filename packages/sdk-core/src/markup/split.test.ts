import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptDocument } from './document.arbitrary';
import {
  countLength,
  createAlias,
  createCue,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createPause,
  defaultNarration,
  documentFromText,
  type Inline,
  type LeafNode,
  plainText,
  type ScriptDocument,
} from './model';
import { splitForAudition, splitSentences } from './split';
import { parse, serialize } from './wire';

const voice = {
  anchorId: 7,
  anchorName: '云希',
  templateId: 1,
  templateName: '平静',
  pitch: 5,
  speed: 1.1,
  volume: 90,
};
const lengths = (chunks: ScriptDocument[]) => chunks.map(countLength);
const leaves = (doc: ScriptDocument): LeafNode[] =>
  doc.lines
    .flat()
    .flatMap((item: Inline) =>
      typeof item === 'string'
        ? []
        : item.type === 'multiVoice' || item.type === 'localProsody'
          ? item.children.filter((c) => typeof c !== 'string')
          : [item],
    ) as LeafNode[];

describe('splitForAudition', () => {
  it('keeps a short script whole', () => {
    const doc = documentFromText('你好，世界。');
    expect(splitForAudition(doc)).toEqual([doc]);
  });

  it('cuts at 100, then 200, then 280 characters, after a sentence', () => {
    const sentence = '一二三四五六七八九。';
    const chunks = splitForAudition(documentFromText(sentence.repeat(100)));
    expect(lengths(chunks)).toEqual([100, 200, 280, 280, 140]);
    for (const chunk of chunks) expect(plainText(chunk).endsWith('。')).toBe(true);
  });

  it('prefers a sentence end to a comma, and a comma to anywhere', () => {
    const text = `${'字'.repeat(50)}。${'字'.repeat(30)}，${'字'.repeat(40)}`;
    const [first, second] = splitForAudition(documentFromText(text));
    expect(countLength(first as ScriptDocument)).toBe(51);
    expect(plainText(second as ScriptDocument).startsWith('字'.repeat(30))).toBe(true);
    const [commaFirst] = splitForAudition(documentFromText(`${'字'.repeat(80)}，${'字'.repeat(80)}`));
    expect(countLength(commaFirst as ScriptDocument)).toBe(81);
  });

  it('cuts text without punctuation at the limit', () => {
    expect(lengths(splitForAudition(documentFromText('字'.repeat(350))))).toEqual([100, 200, 50]);
  });

  it('treats a decimal point as no sentence end and keeps a closing quote with its sentence', () => {
    const [first] = splitForAudition(
      documentFromText(`他说：“${'字'.repeat(60)}。”${'字'.repeat(60)}3.5${'字'.repeat(30)}`),
    );
    expect(plainText(first as ScriptDocument).endsWith('。”')).toBe(true);
  });

  it('keeps a pause after a full stop with the sentence before it', () => {
    const doc = createDocument([['字'.repeat(60), '。', createPause(800), '字'.repeat(60)]]);
    const [first, second] = splitForAudition(doc);
    expect((first as ScriptDocument).lines).toEqual([[`${'字'.repeat(60)}。`, createPause(800)]]);
    expect((second as ScriptDocument).lines).toEqual([['字'.repeat(60)]]);
  });

  it('keeps the pause that opens a line with that line', () => {
    const doc = createDocument([['字'.repeat(90)], [createPause(1500), '字'.repeat(90)]]);
    expect(splitForAudition(doc).map((chunk) => chunk.lines)).toEqual([
      [['字'.repeat(90)]],
      [[createPause(1500), '字'.repeat(90)]],
    ]);
  });

  it('never cuts a node, and a node longer than the chunk makes a chunk of its own', () => {
    const alias = createAlias('长'.repeat(120), '别名');
    const doc = createDocument([['字'.repeat(95), alias, '字'.repeat(10)]]);
    const chunks = splitForAudition(doc);
    expect(chunks.map((chunk) => chunk.lines)).toEqual([[['字'.repeat(95)]], [[alias, '字'.repeat(10)]]]);
    const alone = splitForAudition(createDocument([[alias, '字'.repeat(300)]]));
    expect(alone[0]?.lines).toEqual([[alias]]);
  });

  it('continues a long segment in the next chunk with the same settings', () => {
    const segment = createMultiVoice(voice, ['字'.repeat(80), '。', '字'.repeat(80)]);
    const [first, second] = splitForAudition(createDocument([['开头', segment]]));
    expect(first?.lines).toEqual([['开头', createMultiVoice(voice, [`${'字'.repeat(80)}。`])]]);
    expect(second?.lines).toEqual([[createMultiVoice(voice, ['字'.repeat(80)])]]);
  });

  it('keeps lines and carries smart narration into every chunk', () => {
    const narration = defaultNarration();
    narration.enabled = false;
    const doc = createDocument(
      [['第一行'], [], [createLocalProsody({ pitch: 0, speed: 1, volume: 50 }, ['第三行'])]],
      narration,
    );
    expect(splitForAudition(doc)).toEqual([doc]);
    const chunks = splitForAudition(createDocument([['字'.repeat(90)], ['字'.repeat(90)]], narration));
    expect(chunks.map((chunk) => chunk.narration)).toEqual([narration, narration]);
  });

  it('yields chunks within their limits that serialise, keep every node and add up to the script', () => {
    fc.assert(
      fc.property(scriptDocument, fc.constantFrom([3, 5, 8], [100, 200, 280]), (doc, limits) => {
        const chunks = splitForAudition(doc, limits);
        chunks.forEach((chunk, i) => {
          const length = countLength(chunk);
          const limit = limits[Math.min(i, limits.length - 1)] as number;
          // Only a single node may exceed the limit.
          if (length > limit) expect(chunk.lines.flat().filter((item) => typeof item !== 'string')).toHaveLength(1);
          expect(parse(serialize(chunk))).toEqual(chunk);
        });
        expect(chunks.reduce((sum, chunk) => sum + countLength(chunk), 0)).toBe(countLength(doc));
        expect(chunks.flatMap(leaves)).toEqual(leaves(doc));
      }),
      { numRuns: 300 },
    );
  });
});

describe('splitSentences', () => {
  const texts = (doc: ScriptDocument) => splitSentences(doc).map((sentence) => plainText(sentence.document));

  it('cuts after every sentence end and at every line end, keeping closing quotes and decimals', () => {
    expect(texts(documentFromText('你好。今天“很好！”价格3.5元；完了\n第二行'))).toEqual([
      '你好。',
      '今天“很好！”',
      '价格3.5元；',
      '完了',
      '第二行',
    ]);
    expect(splitSentences(documentFromText('一。二\n\n三')).map((sentence) => sentence.line)).toEqual([0, 0, 2]);
    expect(texts(documentFromText('真的？！好的……嗯'))).toEqual(['真的？！', '好的……', '嗯']);
  });

  it('keeps the pause right after a sentence end with that sentence', () => {
    const doc = createDocument([['甲。', createPause(500), '乙。', createPause(300)]]);
    expect(splitSentences(doc).map((sentence) => sentence.document.lines)).toEqual([
      [['甲。', createPause(500)]],
      [['乙。', createPause(300)]],
    ]);
  });

  it('starts a sentence at every cue, the cue opening it', () => {
    const doc = createDocument([['前言', createCue(0, 900), '甲。', createPause(200), createCue(1000, 2000), '乙']]);
    expect(splitSentences(doc).map((sentence) => sentence.document.lines[0])).toEqual([
      ['前言'],
      [createCue(0, 900), '甲。', createPause(200)],
      [createCue(1000, 2000), '乙'],
    ]);
  });

  it('continues a multi-voice segment cut by a sentence end in the next sentence, with its settings', () => {
    const [first, second] = splitSentences(createDocument([[createMultiVoice(voice, ['甲说。乙说。'])]]));
    expect(first?.document.lines[0]).toEqual([createMultiVoice(voice, ['甲说。'])]);
    expect(second?.document.lines[0]).toEqual([createMultiVoice(voice, ['乙说。'])]);
  });

  it('yields sentences that keep every node and add up to the script', () => {
    fc.assert(
      fc.property(scriptDocument, (doc) => {
        const sentences = splitSentences(doc);
        expect(sentences.reduce((sum, sentence) => sum + countLength(sentence.document), 0)).toBe(countLength(doc));
        expect(sentences.flatMap((sentence) => leaves(sentence.document))).toEqual(leaves(doc));
        for (const sentence of sentences) expect(sentence.document.lines).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });
});
