import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One segment as an OpenAI-compatible server returns it in verbose_json; `speaker` is some servers' addition. */
export interface FakeSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

/** How the fake answers one upload. */
export interface FakeTranscription {
  /** verbose_json segments, in seconds from the start of the uploaded part. */
  segments?: FakeSegment[];
  /** The whole text; the segments' texts joined when absent. */
  text?: string;
  /** Answer `{ text }` only, as providers without timestamps do. */
  textOnly?: boolean;
  /** Refuse `verbose_json` with 400 as gpt-4o-transcribe does, answering `{ text }` to `json`. */
  noTimestamps?: boolean;
  /** Refuse with this HTTP status and `message` instead. */
  status?: number;
  message?: string;
  /** Pause before answering. */
  delayMs?: number;
}

/** What the fake received: one multipart upload to /v1/audio/transcriptions. */
export interface FakeUpload {
  filename: string;
  size: number;
  bytes: Uint8Array;
  model: string;
  language: string | null;
  prompt: string | null;
  responseFormat: string | null;
  timestampGranularities: string[];
  authorization: string | undefined;
}

/**
 * A local OpenAI-compatible speech-to-text server for tests: answers verbose_json segments (per upload if asked),
 * text only, or an error status, and records each upload.
 */
export interface FakeTranscriptionServer {
  baseUrl: string;
  uploads: FakeUpload[];
  /** Sets the answer from now on: the same for every upload, or chosen per upload (0-based, in arrival order). */
  answer(answer: FakeTranscription | ((upload: FakeUpload, index: number) => FakeTranscription)): void;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeTranscriptionServer(): Promise<FakeTranscriptionServer> {
  let current: FakeTranscription | ((upload: FakeUpload, index: number) => FakeTranscription) = {
    segments: [{ start: 0, end: 1, text: '你好。' }],
  };
  const uploads: FakeUpload[] = [];

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      json(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
      return;
    }
    // undici's Request parses the multipart body as the provider's framework would.
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(raw),
    }).formData();
    const file = form.get('file');
    if (!(file instanceof File)) {
      json(res, 400, { error: { message: 'file is required', type: 'invalid_request_error' } });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const upload: FakeUpload = {
      filename: file.name,
      size: bytes.length,
      bytes,
      model: String(form.get('model')),
      language: form.get('language') as string | null,
      prompt: form.get('prompt') as string | null,
      responseFormat: form.get('response_format') as string | null,
      timestampGranularities: form.getAll('timestamp_granularities[]').map(String),
      authorization: req.headers.authorization,
    };
    uploads.push(upload);
    const answer = typeof current === 'function' ? current(upload, uploads.length - 1) : current;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.status) {
      json(res, answer.status, { error: { message: answer.message ?? 'refused by the fake', type: 'fake_error' } });
      return;
    }
    const segments = answer.segments ?? [];
    const text = answer.text ?? segments.map((segment) => segment.text).join('');
    if (answer.noTimestamps && upload.responseFormat === 'verbose_json') {
      json(res, 400, {
        error: {
          message: `response_format 'verbose_json' is not compatible with model '${upload.model}'. Use 'json' or 'text' instead.`,
          type: 'invalid_request_error',
          param: 'response_format',
        },
      });
      return;
    }
    if (answer.textOnly || answer.noTimestamps) {
      json(res, 200, { text });
      return;
    }
    json(res, 200, {
      task: 'transcribe',
      language: upload.language ?? 'chinese',
      duration: segments.at(-1)?.end ?? 0,
      text,
      segments: segments.map((segment, id) => ({
        id,
        seek: 0,
        tokens: [],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1,
        no_speech_prob: 0.01,
        ...segment,
      })),
    });
  }

  const server = createServer((req, res) => {
    respond(req, res).catch(() => res.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    uploads,
    answer: (answer) => {
      current = answer;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
