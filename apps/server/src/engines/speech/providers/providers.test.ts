import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSpeechProvider, startFakeSpeechProvider } from '../../../testing/fakeSpeechProviders';
import type { SpeechSegment } from '../engine';
import { SpeechError } from '../errors';
import { createEspeakEngine, type EspeakEngine } from '../espeak/espeak-engine';
import { durationMs, levelDb } from '../pcm';
import { encodeWav } from '../wav';
import {
  createCosyVoiceEngine,
  createGptSovitsEngine,
  createOpenAiSpeechEngine,
  createSpeechRouter,
  speechProvidersFromEnv,
} from '.';

const line = '今天天气很好，我们一起去公园散步吧。';
const segment = (more: Partial<SpeechSegment> = {}): SpeechSegment => ({
  text: line,
  voice: 'alloy',
  pitchPercent: 0,
  rate: 1,
  volume: 100,
  sampleRate: 16000,
  ...more,
});

describe('speech providers over HTTP (fake servers speaking with espeak-ng)', () => {
  let espeak: EspeakEngine;
  let fake: FakeSpeechProvider | null = null;
  const start = async (options: Omit<Parameters<typeof startFakeSpeechProvider>[0], 'engine'>) => {
    fake = await startFakeSpeechProvider({ ...options, engine: espeak });
    return fake;
  };
  beforeAll(async () => {
    espeak = createEspeakEngine({ workers: 2 });
    await espeak.ready();
  }, 60_000);
  afterEach(async () => {
    await fake?.close();
    fake = null;
  });
  afterAll(() => espeak.close());

  it('OpenAI-compatible: sends model, voice, speed and instructions, and returns the speech at the rate asked for', async () => {
    const server = await start({ shape: 'openai', apiKey: 'sk-test' });
    const engine = createOpenAiSpeechEngine({ baseUrl: `${server.url}/`, apiKey: 'sk-test', model: 'tts-1' });
    const pcm = await engine.synthesize(segment({ rate: 1.25, voiceOptions: { instructions: '用温柔的语气' } }));
    expect(server.received[0]?.body).toEqual({
      model: 'tts-1',
      input: line,
      voice: 'alloy',
      response_format: 'wav',
      speed: 1.25,
      instructions: '用温柔的语气',
    });
    expect(pcm.sampleRate).toBe(16000);
    // espeak at 1.25×: 17 characters in well under the 3+ s they take at 1×.
    expect(durationMs(pcm)).toBeGreaterThan(1500);
    expect(durationMs(pcm)).toBeLessThan(5000);
    expect(levelDb(pcm, 0, durationMs(pcm))).toBeGreaterThan(-30);
  });

  it('OpenAI-compatible: a server without WAV is probed once, then asked for raw PCM at its rate', async () => {
    const server = await start({ shape: 'openai', formats: ['pcm'], sampleRate: 24000 });
    const engine = createOpenAiSpeechEngine({ baseUrl: server.url, model: 'kokoro' });
    const first = await engine.synthesize(segment({ sampleRate: undefined }));
    const second = await engine.synthesize(segment({ text: '第二句话。', sampleRate: undefined }));
    expect(server.received.map((r) => r.body.response_format)).toEqual(['wav', 'pcm', 'pcm']);
    expect(engine.format()).toBe('pcm');
    expect(first.sampleRate).toBe(24000);
    expect(durationMs(second)).toBeGreaterThan(300);
  });

  it('the volume slider and a rate beyond the server’s range are applied by DubKit', async () => {
    const server = await start({ shape: 'openai' });
    const engine = createOpenAiSpeechEngine({ baseUrl: server.url, model: 'tts-1', speedRange: [0.8, 1.2] });
    const loud = await engine.synthesize(segment());
    const quiet = await engine.synthesize(segment({ volume: 50 }));
    expect(levelDb(loud, 0, durationMs(loud)) - levelDb(quiet, 0, durationMs(quiet))).toBeCloseTo(6.02, 0);
    const fast = await engine.synthesize(segment({ rate: 1.5 }));
    // The server spoke at its most, 1.2; the remaining 1.25 was stretched.
    expect(server.received.at(-1)?.body.speed).toBe(1.2);
    const atMost = await engine.synthesize(segment({ rate: 1.2 }));
    expect(durationMs(fast) / durationMs(atMost)).toBeCloseTo(1 / 1.25, 1);
  });

  it('retries a busy or failing server with back-off, and the sentence comes through', async () => {
    const server = await start({ shape: 'openai', failures: [503, 429] });
    const engine = createOpenAiSpeechEngine({ baseUrl: server.url, model: 'tts-1', format: 'wav' });
    const pcm = await engine.synthesize(segment());
    expect(server.received).toHaveLength(3);
    expect(durationMs(pcm)).toBeGreaterThan(1000);
  });

  it('a refused text fails at once as TEXT_REFUSED naming the voice; a wrong key names the setting to check', async () => {
    const server = await start({ shape: 'openai', refuse: '禁词', apiKey: 'sk-right' });
    const engine = createOpenAiSpeechEngine({ baseUrl: server.url, apiKey: 'sk-right', model: 'tts-1', format: 'wav' });
    const refused = await engine.synthesize(segment({ text: '这里有禁词。', speaker: '晓晓' })).catch((e) => e);
    expect(refused).toBeInstanceOf(SpeechError);
    expect(refused).toMatchObject({ code: 'TEXT_REFUSED', voice: '晓晓' });
    expect(server.received).toHaveLength(1);
    const wrongKey = createOpenAiSpeechEngine({
      baseUrl: server.url,
      apiKey: 'sk-wrong',
      model: 'tts-1',
      format: 'wav',
    });
    const denied = await wrongKey.synthesize(segment()).catch((e) => e);
    expect(denied).toMatchObject({ code: 'ENGINE_FAILED' });
    expect(denied.message).toMatch(/refused the key \(HTTP 401\)/);
  });

  it('a server that hangs fails after the timeout, and retries do not outlive a cancelled request', async () => {
    const server = await start({ shape: 'openai', failures: ['hang'] });
    const engine = createOpenAiSpeechEngine({
      baseUrl: server.url,
      model: 'tts-1',
      format: 'wav',
      timeoutMs: 300,
      retries: 0,
    });
    const error = await engine.synthesize(segment()).catch((e) => e);
    expect(error).toMatchObject({ code: 'ENGINE_FAILED' });
    expect(error.message).toMatch(/longer than 300 ms/);
    server.fail(['hang']);
    const patient = createOpenAiSpeechEngine({ baseUrl: server.url, model: 'tts-1', format: 'wav' });
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 200);
    await expect(patient.synthesize(segment(), { signal: cancel.signal })).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('holds to its concurrency limit, and a listener’s first sentence goes before queued task sentences', async () => {
    const server = await start({ shape: 'openai', latencyMs: 150 });
    const engine = createOpenAiSpeechEngine({ baseUrl: server.url, model: 'tts-1', format: 'wav', concurrency: 2 });
    const task = Array.from({ length: 6 }, (_, n) =>
      engine.synthesize(segment({ text: `任务第${n + 1}句。` }), { urgency: 'background' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const audition = engine.synthesize(segment({ text: '试听第一句。' }), { urgency: 'first-sound' });
    await Promise.all([...task, audition]);
    expect(server.maxInFlight()).toBe(2);
    const order = server.received.map((r) => r.body.input);
    // Two task sentences were already in flight; the audition's went next.
    expect(order.indexOf('试听第一句。')).toBe(2);
  });

  it('GPT-SoVITS: the voice is the reference audio, its options the prompt; speed_factor within its range', async () => {
    const server = await start({ shape: 'gpt-sovits' });
    const engine = createGptSovitsEngine({ baseUrl: server.url });
    const pcm = await engine.synthesize(
      segment({
        voice: 'refs/xiaoyu.wav',
        rate: 2,
        voiceOptions: { prompt_text: '参考音频的文字', prompt_lang: 'zh', text_lang: 'zh', top_k: '10' },
      }),
    );
    expect(server.received[0]?.body).toMatchObject({
      text: line,
      text_lang: 'zh',
      ref_audio_path: 'refs/xiaoyu.wav',
      prompt_text: '参考音频的文字',
      prompt_lang: 'zh',
      speed_factor: 1.65,
      media_type: 'wav',
      streaming_mode: false,
      top_k: 10,
    });
    expect(pcm.sampleRate).toBe(16000);
    expect(durationMs(pcm)).toBeGreaterThan(800);
  });

  it('CosyVoice: a speaker id (sft), an instruction, or a cloned voice from a prompt WAV; raw PCM at the model’s rate', async () => {
    const server = await start({ shape: 'cosyvoice', sampleRate: 24000 });
    const engine = createCosyVoiceEngine({ baseUrl: server.url, sampleRate: 24000 });
    const sft = await engine.synthesize(segment({ voice: '中文女', sampleRate: undefined }));
    expect(sft.sampleRate).toBe(24000);
    expect(server.received[0]).toMatchObject({ path: '/inference_sft', body: { tts_text: line, spk_id: '中文女' } });
    await engine.synthesize(segment({ voice: '中文男', voiceOptions: { instruct_text: '用开心的语气说' } }));
    expect(server.received[1]).toMatchObject({
      path: '/inference_instruct',
      body: { instruct_text: '用开心的语气说' },
    });
    const dir = await mkdtemp(join(tmpdir(), 'cosy-'));
    const prompt = encodeWav({ samples: new Float32Array(16000), sampleRate: 16000 });
    await writeFile(join(dir, 'prompt.wav'), prompt);
    await engine.synthesize(
      segment({ voice: 'clone', voiceOptions: { prompt_wav: join(dir, 'prompt.wav'), prompt_text: '你好' } }),
    );
    expect(server.received[2]).toMatchObject({
      path: '/inference_zero_shot',
      body: { prompt_text: '你好', prompt_wav: prompt.length },
    });
    // No speed in its API: a slower rate is DubKit's stretch.
    const slow = await engine.synthesize(segment({ voice: '中文女', rate: 0.5, sampleRate: undefined }));
    expect(durationMs(slow) / durationMs(sft)).toBeCloseTo(2, 1);
  });

  it('the router sends each segment to its provider, the others to the default engine', async () => {
    const server = await start({ shape: 'openai' });
    const router = createSpeechRouter(espeak, {
      openai: createOpenAiSpeechEngine({ baseUrl: server.url, model: 'tts-1', format: 'wav' }),
    });
    const [neural, offline] =
      (await router.synthesizeMany?.([
        segment({ provider: 'openai', text: '神经网络的声音。' }),
        segment({ voice: 'cmn', text: '离线引擎的声音。' }),
      ])) ?? [];
    expect(server.received.map((r) => r.body.input)).toEqual(['神经网络的声音。']);
    expect(durationMs(neural ?? { samples: new Float32Array(0), sampleRate: 1 })).toBeGreaterThan(500);
    expect(durationMs(offline ?? { samples: new Float32Array(0), sampleRate: 1 })).toBeGreaterThan(500);
    await expect(router.synthesize(segment({ provider: 'cosyvoice' }))).rejects.toMatchObject({
      code: 'ENGINE_NOT_CONFIGURED',
    });
  });
});

describe('speech provider settings', () => {
  it('each provider is on once its base URL is set, with its own options', () => {
    expect(speechProvidersFromEnv({})).toEqual({});
    const config = speechProvidersFromEnv({
      DUBKIT_SPEECH_OPENAI_BASE_URL: 'http://kokoro:8880',
      DUBKIT_SPEECH_OPENAI_MODEL: 'kokoro',
      DUBKIT_SPEECH_OPENAI_FORMAT: 'pcm',
      DUBKIT_SPEECH_OPENAI_SPEED: 'none',
      DUBKIT_SPEECH_GPTSOVITS_BASE_URL: 'http://sovits:9880',
      DUBKIT_SPEECH_GPTSOVITS_CONCURRENCY: '1',
      DUBKIT_SPEECH_COSYVOICE_BASE_URL: 'http://cosy:50000',
      DUBKIT_SPEECH_COSYVOICE_SAMPLE_RATE: '24000',
    });
    expect(config.openai).toMatchObject({
      baseUrl: 'http://kokoro:8880',
      model: 'kokoro',
      format: 'pcm',
      speedRange: null,
    });
    expect(config['gpt-sovits']).toEqual({ baseUrl: 'http://sovits:9880', concurrency: 1 });
    expect(config.cosyvoice).toEqual({ baseUrl: 'http://cosy:50000', sampleRate: 24000 });
  });

  it('a malformed setting stops the start, naming it', () => {
    expect(() => speechProvidersFromEnv({ DUBKIT_SPEECH_OPENAI_BASE_URL: 'kokoro:8880' })).toThrow(
      /DUBKIT_SPEECH_OPENAI_BASE_URL must be an http\(s\) URL/,
    );
    expect(() =>
      speechProvidersFromEnv({ DUBKIT_SPEECH_OPENAI_BASE_URL: 'http://x', DUBKIT_SPEECH_OPENAI_SPEED: 'fast' }),
    ).toThrow(/DUBKIT_SPEECH_OPENAI_SPEED/);
    expect(() =>
      speechProvidersFromEnv({
        DUBKIT_SPEECH_COSYVOICE_BASE_URL: 'http://x',
        DUBKIT_SPEECH_COSYVOICE_TIMEOUT_MS: '-1',
      }),
    ).toThrow(/DUBKIT_SPEECH_COSYVOICE_TIMEOUT_MS must be a positive number/);
  });
});
