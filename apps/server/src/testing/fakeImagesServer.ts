import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the fake answers the requests from now on. */
export interface FakeImagesAnswer {
  /** Refuse with this HTTP status and an OpenAI-style error carrying `message`. */
  status?: number;
  message?: string;
  /** Answer links to pictures it serves itself instead of base64. */
  as?: 'b64_json' | 'url';
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer only once this settles: the drawings stay in progress until the test lets them go. */
  until?: Promise<unknown>;
}

export interface FakeImagesRequest {
  path: '/v1/images/generations' | '/v1/images/edits' | string;
  authorization: string | undefined;
  /** The JSON body, or the edit form's text fields. */
  body: Record<string, unknown>;
  /** The edit form's image and its declared type. */
  image?: { bytes: Buffer; type: string };
}

/**
 * A local OpenAI-compatible images API for tests (generations and edits): answers `n` real PNGs of a solid colour
 * that changes with every call (in base64 or as links it serves), records each request, and fails on demand.
 */
export interface FakeImagesServer {
  baseUrl: string;
  requests: FakeImagesRequest[];
  answer(answer: FakeImagesAnswer): void;
  close(): Promise<void>;
}

/** A small PNG of the requested shape (a twentieth of `WxH`), one colour. */
async function solidPng(size: unknown, hue: number): Promise<Buffer> {
  const match = /^(\d+)x(\d+)$/.exec(String(size));
  const [w, h] = [Number(match?.[1] ?? 1024), Number(match?.[2] ?? 1024)];
  const [r, g, b] = [0, 120, 240].map((shift) => Math.round(127 + 127 * Math.cos(((hue + shift) * Math.PI) / 180)));
  return sharp({
    create: {
      width: Math.max(8, Math.round(w / 20)),
      height: Math.max(8, Math.round(h / 20)),
      channels: 3,
      background: { r, g, b },
    },
  })
    .png()
    .toBuffer();
}

export async function startFakeImagesServer(): Promise<FakeImagesServer> {
  let current: FakeImagesAnswer = {};
  let calls = 0;
  const requests: FakeImagesRequest[] = [];
  const served = new Map<string, Buffer>();

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const picture = served.get(path);
    if (req.method === 'GET' && picture) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      return;
    }
    const record: FakeImagesRequest = { path, authorization: req.headers.authorization, body: {} };
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: Buffer.concat(raw),
      }).formData();
      for (const [name, value] of form) {
        if (typeof value === 'string') record.body[name] = value;
        else if (name === 'image' || name === 'image[]')
          record.image = { bytes: Buffer.from(await value.arrayBuffer()), type: value.type };
      }
    } else if (raw.length > 0) {
      record.body = JSON.parse(Buffer.concat(raw).toString('utf8'));
    }
    requests.push(record);
    const answer = current;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await answer.until;
    if ((path !== '/v1/images/generations' && path !== '/v1/images/edits') || answer.status) {
      res.writeHead(answer.status ?? 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: answer.message ?? 'not found', type: 'fake_error', code: null } }));
      return;
    }
    calls += 1;
    const pictures = await Promise.all(
      Array.from({ length: Number(record.body.n ?? 1) }, (_, i) => solidPng(record.body.size, calls * 47 + i * 90)),
    );
    const data = pictures.map((png, i) => {
      if (answer.as !== 'url') return { b64_json: png.toString('base64') };
      const file = `/files/${calls}-${i}.png`;
      served.set(file, png);
      return { url: `${baseUrl}${file}` };
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data }));
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((error) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${baseUrl}/v1`,
    requests,
    answer(answer) {
      current = answer;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
