import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type NeutralProsody, neutralProsody } from '@dubkit/sdk-core/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveVoice } from '../../../domain/synthesis/voices';
import { durationMs, levelDb } from '../pcm';
import { encodeWav } from '../wav';
import { azureSpeechConfigFromEnv, azureSsml, createAzureSpeechEngine } from './azure';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

// A local stand-in for Azure's TTS REST endpoint: checks the key, answers SSML with a WAV tone.
function fakeAzure(received: Received[]) {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      if (request.headers['ocp-apim-subscription-key'] !== 'test-key') {
        response.writeHead(401).end();
        return;
      }
      if (body.includes('zh-CN-NobodyNeural')) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Unsupported voice zh-CN-NobodyNeural.');
        return;
      }
      const rate = request.headers['x-microsoft-outputformat'] === 'riff-48khz-16bit-mono-pcm' ? 48000 : 16000;
      const samples = new Float32Array(rate * 0.8);
      for (let i = 0; i < samples.length; i++) samples[i] = 0.4 * Math.sin((2 * Math.PI * 200 * i) / rate);
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(encodeWav({ samples, sampleRate: rate }));
    });
  });
}

describe('Azure Speech adapter', () => {
  const received: Received[] = [];
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = fakeAzure(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const segment = {
    text: '欢迎使用<配音工坊> & 朋友们',
    voice: 'zh-CN-XiaoxiaoNeural',
    pitchPercent: 10,
    rate: 1.2,
    volume: 70,
    style: 'cheerful',
    styleDegree: 1.5,
    role: 'Girl',
  };

  it('posts SSML with the key, output format and agent headers, and returns the audio', async () => {
    const engine = createAzureSpeechEngine({ key: 'test-key', region: 'eastasia', baseUrl });
    const pcm = await engine.synthesize(segment);
    const request = received.at(-1);
    expect(request?.url).toBe('/cognitiveservices/v1');
    expect(request?.headers['content-type']).toBe('application/ssml+xml');
    expect(request?.headers['x-microsoft-outputformat']).toBe('riff-16khz-16bit-mono-pcm');
    expect(request?.headers['user-agent']).toMatch(/DubKit/);
    expect(request?.body).toContain('<voice name="zh-CN-XiaoxiaoNeural">');
    expect(request?.body).toContain('xml:lang="zh-CN"');
    expect(request?.body).toContain('<mstts:express-as style="cheerful" styledegree="1.50" role="Girl">');
    expect(request?.body).toContain('<prosody rate="+20%" pitch="+10%" volume="70">');
    expect(request?.body).toContain('欢迎使用&lt;配音工坊&gt; &amp; 朋友们');
    expect(pcm.sampleRate).toBe(16000);
    expect(durationMs(pcm)).toBeCloseTo(800, 0);
    expect(levelDb(pcm, 0, 800)).toBeGreaterThan(-12);
  });

  it('asks for 48 kHz audio for member output', async () => {
    const engine = createAzureSpeechEngine({ key: 'test-key', region: 'eastasia', baseUrl });
    const pcm = await engine.synthesize({ ...segment, style: undefined, role: undefined, sampleRate: 48000 });
    expect(received.at(-1)?.headers['x-microsoft-outputformat']).toBe('riff-48khz-16bit-mono-pcm');
    expect(received.at(-1)?.body).not.toContain('express-as');
    expect(pcm.sampleRate).toBe(48000);
  });

  it('explains a rejected key by naming the settings', async () => {
    const engine = createAzureSpeechEngine({ key: 'wrong', region: 'eastasia', baseUrl });
    await expect(engine.synthesize(segment)).rejects.toMatchObject({
      code: 'ENGINE_FAILED',
      message: expect.stringMatching(/HTTP 401.*AZURE_SPEECH_KEY and AZURE_SPEECH_REGION/),
    });
  });

  it('passes on why Azure rejected the SSML', async () => {
    const engine = createAzureSpeechEngine({ key: 'test-key', region: 'eastasia', baseUrl });
    await expect(engine.synthesize({ ...segment, voice: 'zh-CN-NobodyNeural' })).rejects.toThrow(
      'Azure Speech rejected the SSML (HTTP 400): Unsupported voice zh-CN-NobodyNeural.',
    );
  });

  it('reports an unreachable service clearly', async () => {
    const engine = createAzureSpeechEngine({ key: 'test-key', region: 'x', baseUrl: 'http://127.0.0.1:9' });
    await expect(engine.synthesize(segment)).rejects.toThrow(/could not be reached at http:\/\/127\.0\.0\.1:9/);
  });

  it('without a key it refuses, names the settings and sends nothing', async () => {
    const before = received.length;
    const engine = createAzureSpeechEngine(azureSpeechConfigFromEnv({}));
    await expect(engine.synthesize(segment)).rejects.toMatchObject({
      code: 'ENGINE_NOT_CONFIGURED',
      message: expect.stringMatching(/AZURE_SPEECH_KEY and AZURE_SPEECH_REGION/),
    });
    expect(received.length).toBe(before);
  });

  it('speaks each anchor at its own pitch: the espeak baseline of the catalogue never reaches Azure', () => {
    const at = (pitch: number, prosody?: NeutralProsody) =>
      azureSsml({
        ...resolveVoice({ anchor: { voice: 'zh-CN-YunxiNeural', pitch, rate: 175 }, prosody }),
        text: '你好',
      });
    expect(at(35)).toContain('pitch="+0%"');
    expect(at(70)).toContain('pitch="+0%"');
    expect(at(35, neutralProsody({ pitch: 50 }))).toContain('pitch="+5%"');
    expect(at(70, neutralProsody({ pitch: 50 }))).toContain('pitch="+5%"');
  });

  it('speaks each anchor at its own speed: the espeak words-a-minute of the catalogue never reach Azure', () => {
    const at = (rate: number, prosody?: NeutralProsody) =>
      azureSsml({
        ...resolveVoice({ anchor: { voice: 'zh-CN-YunxiNeural', pitch: 50, rate }, prosody }),
        text: '你好',
      });
    expect(at(140)).toContain('rate="+0%"');
    expect(at(210)).toContain('rate="+0%"');
    expect(at(140, neutralProsody({ speed: 1.5 }))).toContain('rate="+50%"');
  });
});
