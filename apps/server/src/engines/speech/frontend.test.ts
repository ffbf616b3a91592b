import { parse } from '@dubkit/sdk-core/markup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssetLibrary } from '../../seed/assets/library';
import type { VoiceSettings } from './engine';
import { createEspeakEngine, type EspeakEngine } from './espeak/espeak-engine';
import { planFromDocument } from './frontend';
import { mp3Info } from './mp3';
import { executePlan, plannedDurationMs } from './plan';
import { decodeMp3, levelDb, medianPitchHz } from './test-support';

const voice: VoiceSettings = { voice: 'cmn', variant: 'f2', pitchPercent: 0, rate: 1, volume: 100 };
const guest: VoiceSettings = { voice: 'cmn', variant: 'm3', pitchPercent: -10, rate: 1.1, volume: 90 };
const wire = (body: string, narration = '') =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">${narration}${body}</speak>`;
const noNarration = '<dk:narration enabled="false"></dk:narration>';

const everyNode = wire(
  '2026年，我们去银<phoneme alphabet="py" ph="hang2">行</phoneme>。<break time="500ms"/><dk:continuous>不知道，是吧</dk:continuous>' +
    '<sub alias="世界卫生组织">WHO</sub><sub alias="二零二六" dk:reading="年份">2026</sub><say-as interpret-as="characters">NBA</say-as>' +
    '<audio src="/media/sounds/sfx-25.mp3" dk:name="叮" dk:duration="1.5"/>' +
    '<voice name="云希" dk:anchor="7" dk:template="3" dk:template-name="开心" dk:pitch="0" dk:speed="1" dk:volume="90">你好，世界。</voice>' +
    '<prosody pitch="-200" rate="0.8" volume="60">慢一点</prosody>',
);

describe('text front-end', () => {
  const segmentVoice = () => guest;

  it('turns every node kind into plan items', async () => {
    const items = await planFromDocument(parse(everyNode), { voice, segmentVoice });
    expect(items).toEqual([
      { kind: 'speech', text: '二零二六年，', voice, sentence: 0 },
      { kind: 'silence', ms: 200 },
      { kind: 'speech', text: '我们去银 hang2 。', voice, sentence: 0 },
      { kind: 'silence', ms: 500 },
      { kind: 'speech', text: '不知道是吧世界卫生组织二零二六 N B A ', voice, sentence: 1 },
      { kind: 'clip', asset: '/media/sounds/sfx-25.mp3' },
      { kind: 'speech', text: '你好，', voice: guest, sentence: 1 },
      { kind: 'silence', ms: 200 },
      { kind: 'speech', text: '世界。', voice: guest, sentence: 1 },
      { kind: 'silence', ms: 400 },
      { kind: 'speech', text: '慢一点', voice: { ...voice, pitchPercent: -20, rate: 0.8, volume: 60 }, sentence: 2 },
    ]);
  });

  it('uses espeak pauses, not silences, within a sentence when smart narration is off; sentences and lines are separated', async () => {
    const items = await planFromDocument(parse(wire('第1行，有逗号\n第2行！好的……结束', noNarration)), {
      voice,
      segmentVoice,
    });
    expect(items).toEqual([
      { kind: 'speech', text: '第一行，有逗号', voice, sentence: 0 },
      { kind: 'silence', ms: 400 },
      { kind: 'speech', text: '第二行！', voice, sentence: 1 },
      { kind: 'silence', ms: 400 },
      { kind: 'speech', text: '好的……', voice, sentence: 2 },
      { kind: 'silence', ms: 800 },
      { kind: 'speech', text: '结束', voice, sentence: 3 },
    ]);
  });

  it('gives the engine decimals as quantities, however long, and long bare digit runs digit by digit', async () => {
    const items = await planFromDocument(parse(wire('数字是1000054.4321。12345678901.5，单号12345678901')), {
      voice,
      segmentVoice,
    });
    expect(items).toEqual([
      { kind: 'speech', text: '数字是一百万零五十四点四三二一。', voice, sentence: 0 },
      { kind: 'silence', ms: 400 },
      { kind: 'speech', text: '一百二十三亿四千五百六十七万八千九百零一点五，', voice, sentence: 1 },
      { kind: 'silence', ms: 200 },
      { kind: 'speech', text: '单号一二三四五六七八九零一', voice, sentence: 1 },
    ]);
  });

  describe('with the espeak engine', () => {
    let engine: EspeakEngine;
    const assets = seedAssetLibrary();
    beforeAll(async () => {
      engine = createEspeakEngine({ workers: 1 });
      await engine.ready();
    }, 60_000);
    afterAll(() => engine.close());

    const render = async (content: string) => {
      const out = await executePlan(
        { items: await planFromDocument(parse(content), { voice, segmentVoice }) },
        { engine, assets },
      );
      return { ...out, pcm: await decodeMp3(out.mp3) };
    };

    it('a script with every node kind becomes an MP3 of the planned length, silent where breaks are', async () => {
      const out = await render(everyNode);
      expect(Math.abs(mp3Info(out.mp3).durationMs - plannedDurationMs(out.items))).toBeLessThanOrEqual(20);
      for (const item of out.items) {
        const level = levelDb(out.pcm, item.startMs + 15, item.startMs + item.durationMs - 15);
        if (item.kind === 'silence') expect(level).toBeLessThan(-60);
        else expect(level).toBeGreaterThan(-35);
      }
      const [, , , breakItem] = out.items;
      expect(breakItem?.durationMs).toBeCloseTo(500, 0);
    });

    it('a phoneme node changes what is said', async () => {
      const plain = await render(wire('一行人', noNarration));
      const forced = await render(wire('一<phoneme alphabet="py" ph="hang2">行</phoneme>人', noNarration));
      const a = plain.pcm.samples;
      const b = forced.pcm.samples;
      let diff = 0;
      let energy = 0;
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        diff += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
        energy += (a[i] ?? 0) ** 2;
      }
      expect(diff / energy).toBeGreaterThan(0.3);
    });

    it('a multi-voice segment is spoken in the other voice', async () => {
      const out = await render(
        wire(
          '<voice name="云希" dk:anchor="7" dk:template="1" dk:template-name="默认" dk:pitch="0" dk:speed="1" dk:volume="100">男声说话了。</voice>女声说话了。',
          noNarration,
        ),
      );
      const [male, female] = out.items.filter((item) => item.kind === 'speech');
      const part = (item: typeof male) => ({
        samples: out.pcm.samples.subarray(
          Math.round(((item?.startMs ?? 0) * out.sampleRate) / 1000),
          Math.round((((item?.startMs ?? 0) + (item?.durationMs ?? 0)) * out.sampleRate) / 1000),
        ),
        sampleRate: out.sampleRate,
      });
      expect(medianPitchHz(part(female))).toBeGreaterThan(medianPitchHz(part(male)) * 1.3);
    });
  });
});
