// Test doubles of the three speech provider shapes, over real HTTP, answering with real speech that espeak-ng makes at
// test time: an OpenAI-compatible /v1/audio/speech, GPT-SoVITS' /tts and CosyVoice's raw-PCM form routes.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resample } from '../engines/speech/assembly';
import type { SpeechEngine } from '../engines/speech/engine';
import type { Pcm } from '../engines/speech/pcm';
import { encodeWav } from '../engines/speech/wav';

export type ProviderShape = 'openai' | 'gpt-sovits' | 'cosyvoice';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or a form's text fields; a form's file arrives as its size in bytes. */
  body: Record<string, unknown>;
  startedAt: number;
  /** Milliseconds from the request's arrival to the last byte of the answer: the server's own latency. */
  answeredMs?: number;
}

export interface FakeSpeechProviderOptions {
  shape: ProviderShape;
  /** Speaks the text (espeak-ng in the tests). */
  engine: SpeechEngine;
  /** The OpenAI shape: formats it serves (OpenAI: wav and pcm; some servers only pcm). Default both. */
  formats?: Array<'wav' | 'pcm'>;
  /** The key it expects as a Bearer token; none when omitted. */
  apiKey?: string;
  /** Milliseconds it waits before answering (a GPU server's time to think). */
  latencyMs?: number;
  /** The rate it answers at: OpenAI 24 000, GPT-SoVITS 32 000, CosyVoice 22 050 by default. */
  sampleRate?: number;
  /** Answers these statuses, one per request, before speaking again (503, 429…); `hang` never answers. */
  failures?: Array<number | 'hang'>;
  /** A text containing this is refused with a 400, as a server refuses what its model cannot read. */
  refuse?: string;
}

export interface FakeSpeechProvider {
  url: string;
  received: ReceivedRequest[];
  /** Most requests it was answering at one time. */
  maxInFlight(): number;
  /** Queues failures for the next requests (see `failures`); `when` limits them to requests whose text includes it. */
  fail(statuses: Array<number | 'hang'>, when?: string): void;
  close(): Promise<void>;
}

const DEFAULT_RATE: Record<ProviderShape, number> = { openai: 24_000, 'gpt-sovits': 32_000, cosyvoice: 22_050 };

function pcm16(pcm: Pcm): Buffer {
  const out = Buffer.alloc(pcm.samples.length * 2);
  pcm.samples.forEach((v, i) => {
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2);
  });
  return out;
}

/** A multipart form's fields; files become their byte length. */
async function readForm(body: Buffer, type: string): Promise<Record<string, unknown>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) fields[key] = typeof value === 'string' ? value : value.size;
  return fields;
}

export async function startFakeSpeechProvider(options: FakeSpeechProviderOptions): Promise<FakeSpeechProvider> {
  const received: ReceivedRequest[] = [];
  const queued: Array<{ status: number | 'hang'; when?: string | undefined }> = (options.failures ?? []).map(
    (status) => ({ status }),
  );
  const rate = options.sampleRate ?? DEFAULT_RATE[options.shape];
  const hanging = new Set<() => void>();
  let inFlight = 0;
  let maxInFlight = 0;

  const speak = async (text: string, speed: number) =>
    resample(await options.engine.synthesize({ text, voice: 'cmn', pitchPercent: 0, rate: speed, volume: 100 }), rate);

  const server: Server = createServer(async (request, response) => {
    const arrived = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const type = request.headers['content-type'] ?? '';
    const body = type.startsWith('multipart/form-data')
      ? await readForm(raw, type)
      : (JSON.parse(raw.toString() || '{}') as Record<string, unknown>);
    const path = (request.url ?? '').split('?')[0] ?? '';
    // What it was asked and how long it took, for a benchmark that runs it in another process.
    if (request.method === 'GET' && path === '/__received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const record: ReceivedRequest = { path, headers: request.headers, body, startedAt: Date.now() };
    received.push(record);
    response.on('finish', () => {
      record.answeredMs = performance.now() - arrived;
    });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    try {
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const text = String(body.input ?? body.text ?? body.tts_text ?? '');
      const failure = queued.findIndex((f) => !f.when || text.includes(f.when));
      if (failure >= 0) {
        const [{ status }] = queued.splice(failure, 1) as [{ status: number | 'hang' }];
        if (status === 'hang') {
          await new Promise<void>((resolve) => {
            hanging.add(resolve);
            response.on('close', resolve);
          });
          return;
        }
        json(status, { detail: `injected failure ${status}` });
        return;
      }
      if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        json(401, { error: { message: 'Incorrect API key provided' } });
        return;
      }
      if (options.refuse && text.includes(options.refuse)) {
        json(400, { message: `text cannot be synthesized: ${options.refuse}` });
        return;
      }
      if (options.shape === 'openai') {
        if (path !== '/v1/audio/speech') return json(404, { detail: 'Not Found' });
        const format = String(body.response_format ?? 'mp3');
        if (!(options.formats ?? ['wav', 'pcm']).includes(format as 'wav'))
          return json(400, { detail: `response_format ${format} is not supported` });
        const pcm = await speak(text, Number(body.speed ?? 1));
        response
          .writeHead(200, { 'content-type': format === 'wav' ? 'audio/wav' : 'audio/pcm' })
          .end(format === 'wav' ? encodeWav(pcm) : pcm16(pcm));
      } else if (options.shape === 'gpt-sovits') {
        if (path !== '/tts') return json(404, { detail: 'Not Found' });
        if (!body.ref_audio_path) return json(400, { message: 'ref_audio_path is required' });
        if (!body.prompt_lang) return json(400, { message: 'prompt_lang is required' });
        const pcm = await speak(text, Number(body.speed_factor ?? 1));
        response.writeHead(200, { 'content-type': 'audio/wav' }).end(encodeWav(pcm));
      } else {
        const routes = ['/inference_sft', '/inference_instruct', '/inference_zero_shot'];
        if (!routes.includes(path)) return json(404, { detail: 'Not Found' });
        if (path === '/inference_zero_shot' ? !body.prompt_wav : !body.spk_id)
          return json(422, { detail: [{ msg: 'Field required' }] });
        // Raw samples with no header: the client must know the model's rate.
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(pcm16(await speak(text, 1)));
      }
    } finally {
      inFlight--;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    maxInFlight: () => maxInFlight,
    fail(statuses, when) {
      queued.push(...statuses.map((status) => ({ status, when })));
    },
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
