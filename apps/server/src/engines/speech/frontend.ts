import {
  applyNarration,
  DEFAULT_NARRATION,
  type Inline,
  type Line,
  type MultiVoiceNode,
  normalizeNumbers,
  type ScriptDocument,
  type ScriptSentence,
  type SegmentInline,
  splitSentences,
} from '@dubkit/sdk-core/markup';
import { combineProsody, neutralProsody } from '@dubkit/sdk-core/studio';
import type { VoiceSettings } from './engine';
import { homophoneFor } from './homophones';
import type { PlanItem } from './plan';

export interface FrontendOptions {
  /** The script's own voice (anchor, template, role and sliders, resolved). */
  voice: VoiceSettings;
  /** The voice of a multi-voice segment, from its anchor/template/role and sliders. */
  segmentVoice(segment: MultiVoiceNode): VoiceSettings | Promise<VoiceSettings>;
  /** Subtitle cues become plan cues (the speech after each is fitted to its slot); otherwise they are ignored. */
  fitToTiming?: boolean;
}

/** Pause between lines when the line gives none (the full-stop pause of smart narration). */
const LINE_PAUSE_MS = 400;
// Punctuation and spaces espeak would pause at; removed inside continuous reading.
const PAUSING = /[\s，。、；：？！…—,.;:?!·"'“”‘’（）()《》〈〉【】[\]]+/gu;
const CLOSING_MARKS = /[”’」』）)》"'\s]+$/u;

/**
 * The pause after a sentence that ends with no pause of its own inside a line: smart narration's default for its mark
 * (each sentence is spoken on its own and trimmed, so the engine's own pause there is gone).
 */
function sentenceEndPauseMs(line: Line): number {
  const last = line.at(-1);
  const text = typeof last === 'string' ? last.replace(CLOSING_MARKS, '') : '';
  const mark = DEFAULT_NARRATION.pauses.find((pause) => text.endsWith(pause.mark));
  return mark?.ms ?? (text.endsWith('…') ? 800 : LINE_PAUSE_MS);
}

/** The script's sentences as the plan numbers them (a speech item's `sentence` indexes this list). */
export function planSentences(doc: ScriptDocument): ScriptSentence[] {
  return splitSentences(applyNarration(doc));
}

/**
 * Turns a parsed script into a synthesis plan. Numbers get their everyday Chinese reading, a
 * phoneme node becomes espeak's inline pinyin ("行" → "hang2") or, for a provider voice, an everyday character read
 * only that way ("行" háng → "杭"), aliases and number readings are
 * substituted, say-as characters are spelled out, continuous reading loses its inner pauses, breaks
 * and smart-narration punctuation pauses become exact silences, sound effects become clips, and
 * multi-voice and local-prosody spans speak with their own settings. Neighbouring text in one voice
 * is spoken as one segment so its intonation stays natural, within a sentence: each speech item belongs to one
 * sentence (`splitSentences`), so a sentence's sound depends on that sentence alone (the sentence cache, subtitles).
 */
export async function planFromDocument(doc: ScriptDocument, options: FrontendOptions): Promise<PlanItem[]> {
  const fullStop = doc.narration.pauses.find((p) => p.mark === '。' && p.enabled);
  const linePause = doc.narration.enabled && fullStop ? fullStop.ms : LINE_PAUSE_MS;
  const items: PlanItem[] = [];
  let sentence = 0;
  const say = (text: string, voice: VoiceSettings) => {
    const last = items.at(-1);
    if (last?.kind === 'speech' && last.sentence === sentence && sameVoice(last.voice, voice)) last.text += text;
    else items.push({ kind: 'speech', text, voice, sentence });
  };
  const walk = async (inlines: readonly (Inline | SegmentInline)[], voice: VoiceSettings) => {
    for (const inline of inlines) {
      if (typeof inline === 'string') {
        say(normalizeNumbers(inline), voice);
        continue;
      }
      switch (inline.type) {
        case 'pause':
          items.push({ kind: 'silence', ms: inline.ms });
          break;
        case 'cue':
          if (options.fitToTiming) items.push({ kind: 'cue', startMs: inline.startMs, endMs: inline.endMs });
          break;
        case 'phoneme':
          // espeak-ng reads inline pinyin; a provider reads text, so it gets a character of that sound alone.
          say(
            voice.provider
              ? (([...inline.text].length === 1 ? homophoneFor(inline.pinyin, inline.tone) : null) ?? inline.text)
              : ` ${inline.pinyin}${inline.tone} `,
            voice,
          );
          break;
        case 'continuous':
          say(normalizeNumbers(inline.text).replace(PAUSING, ''), voice);
          break;
        case 'alias':
          say(normalizeNumbers(inline.alias), voice);
          break;
        case 'numberAlias':
          say(inline.value, voice);
          break;
        case 'sayAs':
          say(
            inline.interpretAs === 'characters' ? ` ${[...inline.text].join(' ')} ` : ` ${inline.text.toLowerCase()} `,
            voice,
          );
          break;
        case 'soundEffect':
          items.push({ kind: 'clip', asset: inline.filepath });
          break;
        case 'multiVoice':
          await walk(inline.children, await options.segmentVoice(inline));
          break;
        case 'localProsody':
          await walk(inline.children, { ...voice, ...combineProsody(voice, neutralProsody(inline)) });
          break;
      }
    }
  };
  let previous: { line: number; content: Line } | null = null;
  for (const [index, { line, document }] of planSentences(doc).entries()) {
    const content = document.lines[0] ?? [];
    if (previous && items.length && items.at(-1)?.kind !== 'silence')
      items.push({ kind: 'silence', ms: line === previous.line ? sentenceEndPauseMs(previous.content) : linePause });
    sentence = index;
    await walk(content, options.voice);
    previous = { line, content };
  }
  return items.filter((item) => item.kind !== 'speech' || item.text.trim());
}

function sameVoice(a: VoiceSettings, b: VoiceSettings): boolean {
  return (
    a.provider === b.provider &&
    a.voice === b.voice &&
    JSON.stringify(a.voiceOptions) === JSON.stringify(b.voiceOptions) &&
    a.variant === b.variant &&
    a.pitchPercent === b.pitchPercent &&
    a.espeakPitch === b.espeakPitch &&
    a.espeakRate === b.espeakRate &&
    a.rate === b.rate &&
    a.volume === b.volume &&
    a.style === b.style &&
    a.styleDegree === b.styleDegree &&
    a.role === b.role
  );
}
