import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedAssetLibrary } from '../../seed/assets/library';
import type { PlanItem } from './plan';
import { createSpeechRuntime, type SpeechRuntime } from './runtime';

const voice = { voice: 'cmn', pitchPercent: 0, rate: 1, volume: 100 };

describe('speech runtime', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-runtime-'));
  const runtimes: SpeechRuntime[] = [];
  const start = async (options: { firstSoundWaitMs?: number } = {}) => {
    const runtime = await createSpeechRuntime({
      dataDir,
      workers: 2,
      ...options,
      // No sound library: these scripts use none.
      prepareAssets: async () => ({ version: 1, sampleRate: 16000, music: [], soundCategories: [], sounds: [] }),
      assets: seedAssetLibrary(),
    });
    runtimes.push(runtime);
    return runtime;
  };
  afterAll(async () => {
    for (const runtime of runtimes) await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on a busy server, every listener hears their first words before anyone is sent their later ones', async () => {
    // However long the first words take on a busy machine: the order, not the bound on waiting, is what is tested.
    const runtime = await start({ firstSoundWaitMs: 60_000 });
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
  }, 60_000);

  it('does not hold back a listener already hearing sound while new listeners keep arriving', async () => {
    const runtime = await start();
    const long: PlanItem[] = [1, 2, 3].map((n) => ({
      kind: 'speech',
      text: `第${n}句话，说得长一些，好让后面的句子也要花些时间。`,
      voice,
    }));
    let arriving = true;
    // New listeners stop coming after 30 s at the latest, so a starved listener shows as finishing only after that.
    const stop = setTimeout(() => {
      arriving = false;
    }, 30_000);
    // Three listeners at a time, each replaced by a new one as it finishes: someone is always waiting for a first sound.
    const lanes = Array.from({ length: 3 }, async () => {
      while (arriving)
        for await (const _ of runtime.stream([{ kind: 'speech', text: '你好。', voice }], { sampleRate: 16000 }));
    });
    await new Promise((r) => setTimeout(r, 200));
    for await (const _ of runtime.stream(long, { sampleRate: 16000 }));
    const finishedWhileArriving = arriving;
    arriving = false;
    clearTimeout(stop);
    await Promise.all(lanes);
    expect(finishedWhileArriving).toBe(true);
  }, 90_000);
});
