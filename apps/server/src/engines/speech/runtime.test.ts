import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssetLibrary } from '../../seed/assets/library';
import type { PlanItem } from './plan';
import { createSpeechRuntime, type SpeechRuntime } from './runtime';

const voice = { voice: 'cmn', pitchPercent: 0, rate: 1, volume: 100 };

describe('speech runtime', () => {
  let runtime: SpeechRuntime;
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-runtime-'));
  beforeAll(async () => {
    runtime = await createSpeechRuntime({
      dataDir,
      workers: 2,
      // No sound library: these scripts use none.
      prepareAssets: async () => ({ version: 1, sampleRate: 16000, music: [], soundCategories: [], sounds: [] }),
      assets: seedAssetLibrary(),
    });
  }, 60_000);
  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on a busy server, every listener hears their first words before anyone is sent their later ones', async () => {
    const script = (who: string): PlanItem[] =>
      [1, 2, 3].map((n) => ({
        kind: 'speech',
        text: `${who}的第${n}句话，说得长一些，好让后面的句子也要花些时间。`,
        voice,
      }));
    const sent: string[] = [];
    const listen = async (who: string) => {
      let piece = 0;
      for await (const _ of runtime.stream(script(who), { sampleRate: 16000 })) sent.push(`${who}${piece++}`);
    };
    const listeners = ['甲', '乙', '丙', '丁', '戊', '己'];
    await Promise.all(listeners.map(listen));
    const firsts = listeners.map((who) => sent.indexOf(`${who}0`));
    const laters = sent.filter((piece) => !piece.endsWith('0')).map((piece) => sent.indexOf(piece));
    expect(Math.max(...firsts)).toBeLessThan(Math.min(...laters));
    // Each listener got all of their audio.
    for (const who of listeners) expect(sent.filter((piece) => piece.startsWith(who)).length).toBeGreaterThan(1);
  });
});
