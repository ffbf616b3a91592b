import { parse } from '@dubkit/sdk-core/markup';
import { describe, expect, it } from 'vitest';
import {
  type ItemTiming,
  type PlanItem,
  planFromDocument,
  planSentences,
  type VoiceSettings,
} from '../../engines/speech';
import { subtitleCues, subtitleFiles } from './subtitles';

const voice: VoiceSettings = { voice: 'cmn', variant: 'f2', pitchPercent: 0, rate: 1, volume: 100 };
const guest: VoiceSettings = { voice: 'cmn', variant: 'm3', pitchPercent: -10, rate: 1.1, volume: 90 };
const wire = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${body}</speak>`;
const segment = (anchor: string, text: string) =>
  `<voice name="${anchor}" dk:anchor="7" dk:template="3" dk:template-name="开心" dk:pitch="0" dk:speed="1" dk:volume="90">${text}</voice>`;

/** Items laid end to end as executePlan lays them: speech 100 ms a character (or as `speechMs` says), clips 1.5 s. */
function layOut(
  items: readonly PlanItem[],
  speechMs: (index: number, text: string) => number = (_, text) => 100 * text.length,
) {
  let at = 0;
  return items.map((item, index): ItemTiming => {
    const durationMs =
      item.kind === 'silence'
        ? item.ms
        : item.kind === 'clip'
          ? 1500
          : item.kind === 'speech'
            ? speechMs(index, item.text)
            : 0;
    const timing = { index, kind: item.kind, startMs: at, durationMs };
    at += durationMs;
    return timing;
  });
}

async function cuesOf(body: string, speechMs?: (index: number, text: string) => number) {
  const doc = parse(wire(body));
  const items = await planFromDocument(doc, { voice, segmentVoice: () => guest });
  const timings = layOut(items, speechMs);
  return { items, timings, cues: subtitleCues(planSentences(doc), items, timings, '晓晓') };
}

const end = (timing: ItemTiming | undefined) => (timing ? timing.startMs + timing.durationMs : Number.NaN);

describe('subtitle cues of a rendered script', () => {
  it('gives each spoken sentence one cue, from its first speech item to its last, its text as written', async () => {
    const { items, timings, cues } = await cuesOf(
      '今天<sub alias="世界卫生组织">WHO</sub>开会，<break time="700ms"/>大家都来了。' +
        '<audio src="/media/sounds/sfx-25.mp3" dk:name="叮" dk:duration="1.5"/><break time="500ms"/>2026年见！\n第二行',
    );
    const speech = timings.filter((timing) => timing.kind === 'speech');
    const of = (sentence: number) =>
      speech.filter((timing) => (items[timing.index] as { sentence?: number }).sentence === sentence);
    expect(cues.map((cue) => cue.text)).toEqual(['今天WHO开会，大家都来了。', '2026年见！', '第二行']);
    for (const [n, cue] of cues.entries()) {
      expect(cue.startMs).toBe(of(n)[0]?.startMs);
      expect(cue.endMs).toBe(end(of(n).at(-1)));
      expect(cue.speaker).toBeNull();
    }
    // The first sentence's pause inside it is inside its cue; the sound effect and pauses after it are not in any.
    expect(cues[0]?.endMs).toBeGreaterThan((cues[0]?.startMs ?? 0) + 700);
    const clip = timings.find((timing) => timing.kind === 'clip');
    expect(cues[0]?.endMs).toBeLessThanOrEqual(clip?.startMs ?? 0);
    expect(cues[1]?.startMs).toBeGreaterThanOrEqual(end(clip) + 500);
  });

  it('keeps cues in order and apart, and leaves out a sentence that made no sound or says nothing', async () => {
    const { cues } = await cuesOf('第一句。<break time="300ms"/>第二句。\n……\n第三句。', (_index, text) =>
      text.startsWith('第二句') ? 0 : 100 * text.length,
    );
    expect(cues.map((cue) => cue.text)).toEqual(['第一句。', '第三句。']);
    for (const [n, cue] of cues.entries()) {
      expect(cue.endMs).toBeGreaterThan(cue.startMs);
      if (n > 0) expect(cue.startMs).toBeGreaterThanOrEqual(cues[n - 1]?.endMs ?? 0);
    }
  });

  it('names speakers only in a script of more than one: a segment’s anchor, else the script’s own', async () => {
    const { cues } = await cuesOf(
      `旁白开场。${segment('云希', '你好，我是云希。')}他说：${segment('云希', '走吧')}。${segment('晓晓', '同一个声音。')}`,
    );
    expect(cues.map(({ text, speaker }) => [text, speaker])).toEqual([
      ['旁白开场。', '晓晓'],
      ['你好，我是云希。', '云希'],
      // Shared with the narrator: the narrator's.
      ['他说：走吧。', '晓晓'],
      ['同一个声音。', '晓晓'],
    ]);
    const alone = await cuesOf(`旁白。${segment('晓晓', '还是我。')}`);
    expect(alone.cues.map((cue) => cue.speaker)).toEqual([null, null]);
  });

  it('writes the cues as SubRip and WebVTT, speakers as 名字： and <v 名字>', async () => {
    const { cues } = await cuesOf(`开场&amp;结束。${segment('云希', '&lt;好&gt;')}`, () => 1234);
    const [srt, vtt] = subtitleFiles(cues).map(({ extension, bytes }) => [extension, new TextDecoder().decode(bytes)]);
    expect(srt).toEqual([
      'srt',
      '1\n00:00:00,000 --> 00:00:01,234\n晓晓：开场&结束。\n\n2\n00:00:01,634 --> 00:00:02,868\n云希：<好>\n',
    ]);
    expect(vtt).toEqual([
      'vtt',
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.234\n<v 晓晓>开场&amp;结束。\n\n00:00:01.634 --> 00:00:02.868\n<v 云希>&lt;好&gt;\n',
    ]);
  });
});
