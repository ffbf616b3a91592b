/** fast-check arbitraries for script documents, for the property tests. */
import fc from 'fast-check';
import { MULTI_VOICE_PITCH_RANGE, PITCH_RANGE, SPEED_RANGE, VOLUME_RANGE } from '../rules/prosody';
import {
  createDocument,
  defaultNarration,
  type Inline,
  type LeafNode,
  type NarrationPause,
  type ScriptDocument,
  type SegmentInline,
  type SmartNarration,
  type VoiceSelection,
} from './model';

const markupChars = fc.constantFrom(
  '<',
  '>',
  '&',
  '"',
  "'",
  '\n',
  '\r',
  '\t',
  ' ',
  '中',
  '。',
  '，',
  '…',
  'a',
  '1',
  ';',
);

/** Any text, weighted towards markup characters, Chinese and punctuation. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: markupChars, maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);
const someText = anyText.filter((text) => text.length > 0);
const id = fc.integer({ min: 0, max: 1_000_000 });
const pitch = fc.integer(PITCH_RANGE);
const multiVoicePitch = fc.integer(MULTI_VOICE_PITCH_RANGE);
const speed = fc.integer({ min: SPEED_RANGE.min * 100, max: SPEED_RANGE.max * 100 }).map((n) => n / 100);
const volume = fc.integer(VOLUME_RANGE);

export const leafNode: fc.Arbitrary<LeafNode> = fc.oneof(
  fc.record({ type: fc.constant('pause' as const), ms: fc.integer({ min: 0, max: 600_000 }) }),
  fc
    .tuple(fc.integer({ min: 0, max: 36_000_000 }), fc.integer({ min: 0, max: 600_000 }))
    .map(([startMs, lengthMs]) => ({ type: 'cue' as const, startMs, endMs: startMs + lengthMs })),
  fc.record({
    type: fc.constant('phoneme' as const),
    text: anyText,
    pinyin: fc.stringMatching(/^[a-z]{1,7}$/),
    tone: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ type: fc.constant('continuous' as const), text: anyText }),
  fc.record({ type: fc.constant('alias' as const), text: anyText, alias: anyText }),
  fc.record({ type: fc.constant('numberAlias' as const), text: anyText, name: anyText, value: anyText }),
  fc.record({ type: fc.constant('sayAs' as const), text: anyText, interpretAs: fc.constantFrom('characters', 'word') }),
  fc.record({
    type: fc.constant('soundEffect' as const),
    name: anyText,
    filepath: anyText,
    // + 0 turns −0 into 0, which is what "0" reads back as.
    duration: fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
  }),
);

const segmentContent = fc.array(fc.oneof(someText, leafNode), { maxLength: 5 }) as fc.Arbitrary<SegmentInline[]>;

const voiceSelection: fc.Arbitrary<VoiceSelection> = fc.record(
  {
    anchorId: id,
    anchorName: anyText,
    templateId: id,
    templateName: anyText,
    role: fc.record({ name: anyText, value: anyText }),
    pitch: multiVoicePitch,
    speed,
    volume,
  },
  { requiredKeys: ['anchorId', 'anchorName', 'templateId', 'templateName', 'pitch', 'speed', 'volume'] },
);

const inline: fc.Arbitrary<Inline> = fc.oneof(
  { weight: 3, arbitrary: someText },
  { weight: 3, arbitrary: leafNode },
  {
    weight: 1,
    arbitrary: fc
      .tuple(voiceSelection, segmentContent)
      .map(([voice, children]) => ({ type: 'multiVoice' as const, ...voice, children })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ pitch, speed, volume, children: segmentContent })
      .map((prosody) => ({ type: 'localProsody' as const, ...prosody })),
  },
);

const narrationPause: fc.Arbitrary<NarrationPause> = fc.record({
  mark: someText,
  ms: fc.integer({ min: 2, max: 50 }).map((n) => n * 100),
  enabled: fc.boolean(),
});

const narration: fc.Arbitrary<SmartNarration> = fc.oneof(
  fc.constant(null).map(defaultNarration),
  fc.record({ enabled: fc.boolean(), pauses: fc.array(narrationPause, { maxLength: 8 }) }),
);

/** Documents in the form `parse` produces (`createDocument` normalises the lines). */
export const scriptDocument: fc.Arbitrary<ScriptDocument> = fc
  .tuple(fc.array(fc.array(inline, { maxLength: 8 }), { minLength: 1, maxLength: 5 }), narration)
  .map(([lines, settings]) => createDocument(lines, settings));
