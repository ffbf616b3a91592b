import type { Page, Sample, Scene } from '@dubkit/sdk-core';
import { hotText } from '@dubkit/sdk-core/samples';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rms } from '../../engines/speech/pcm';
import { SAMPLE_SCENES, SEED_SAMPLES } from '../../seed/samples';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const DAY_MS = 86_400_000;

describe.each(databaseTargets())('AI samples ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { speech: false, ocr: false });
  });
  afterAll(() => server.close());

  const search = (query: Record<string, unknown>) =>
    server.call<Page<Sample>>('GET', '/api/anchor/sample/search', { query });
  const report = (query: Record<string, unknown>, token?: string) =>
    server.call('GET', '/api/anchor/sample/report', { query, token });
  const hotOf = async (id: number) => {
    const all = await search({ sceneId: 0, page: 1, pageSize: 200 });
    return all.body.data.list.find((s) => s.id === id)?.hot;
  };

  it('lists the seeded scenes in tab order to visitors', async () => {
    const scenes = await server.call<Scene[]>('GET', '/api/anchor/sample/scenes');
    expect(scenes.body.code).toBe(200);
    expect(scenes.body.data.length).toBeGreaterThanOrEqual(6);
    expect(scenes.body.data).toEqual(SAMPLE_SCENES.map(({ id, name }) => ({ id, name })));
  });

  it('pages a scene’s samples in its own order, each voiced by a seeded anchor template', async () => {
    const scene = await search({ sceneId: 3, page: 1 });
    expect(scene.body.code).toBe(200);
    const expected = SEED_SAMPLES.filter((s) => s.scene === 3);
    expect(scene.body.data.total).toBe(expected.length);
    expect(scene.body.data.list.map((s) => s.name)).toEqual(expected.map((s) => s.name));
    const first = scene.body.data.list[0];
    expect(first).toMatchObject({
      name: '童话故事',
      templateText: expected[0]?.text,
      templateAudio: `/media/sample-audio/${first?.id}.mp3`,
      anchorAvatar: `/media/avatars/anchor-${first?.anchorId}.svg`,
    });
    // The anchor and template names come from the catalogue.
    const detail = await server.call<{ name: string; templateList: { id: number; title: string }[] }>(
      'GET',
      '/api/anchor/detail',
      { query: { anchorId: first?.anchorId, anchorType: 0 } },
    );
    expect(detail.body.data.name).toBe(first?.anchorName);
    expect(detail.body.data.templateList.find((t) => t.id === first?.templateId)?.title).toBe(first?.templateName);
    // Samples spread over several anchors.
    expect(new Set(scene.body.data.list.map((s) => s.anchorId)).size).toBeGreaterThan(1);
  });

  it('takes 20 a page by default; scene 0 pages every sample, most played first', async () => {
    expect(SEED_SAMPLES.length).toBeGreaterThanOrEqual(40);
    const seen: Sample[] = [];
    for (let page = 1; page <= Math.ceil(SEED_SAMPLES.length / 20); page += 1) {
      const result = await search({ sceneId: 0, page });
      expect(result.body.data.total).toBe(SEED_SAMPLES.length);
      expect(result.body.data.list.length).toBe(Math.min(20, SEED_SAMPLES.length - seen.length));
      seen.push(...result.body.data.list);
    }
    expect(new Set(seen.map((s) => s.id)).size).toBe(SEED_SAMPLES.length);
    const hots = seen.map((s) => s.hot);
    expect(hots).toEqual([...hots].sort((a, b) => b - a));
    expect(seen.every((s) => /^\d+(\.\d)?万?$/.test(s.hotText))).toBe(true);
    expect(seen.some((s) => s.hotText.endsWith('万'))).toBe(true);

    const past = await search({ sceneId: 0, page: 4 });
    expect(past.body.data).toEqual({ total: SEED_SAMPLES.length, list: [] });
    const unknownScene = await search({ sceneId: 999, page: 1 });
    expect(unknownScene.body.data).toEqual({ total: 0, list: [] });
  });

  it('refuses a search without a page or with a bad scene', async () => {
    expect((await search({ sceneId: 1 })).status).toBe(400);
    expect((await search({ sceneId: 'news', page: 1 })).status).toBe(400);
    expect((await search({ sceneId: 1, page: 1, pageSize: 500 })).status).toBe(400);
  });

  it('counts an audition 1 and a use 3 into hot, once per visitor, sample, event and day', async () => {
    const id = 5;
    const before = (await hotOf(id)) ?? 0;
    const neighbour = await hotOf(id + 1);
    expect((await report({ id, event: 1 })).body).toEqual({ code: 200, message: 'success', data: null });
    expect(await hotOf(id)).toBe(before + 1);
    // The same address again the same day: accepted, not counted.
    expect((await report({ id, event: 1 })).body.code).toBe(200);
    expect(await hotOf(id)).toBe(before + 1);
    // A use weighs more than a listen.
    await report({ id, event: 2 });
    expect(await hotOf(id)).toBe(before + 4);
    await report({ id, event: 2 });
    expect(await hotOf(id)).toBe(before + 4);
    // A logged-in user counts as themself, once as well.
    const user = await loginNewUser(server);
    await report({ id, event: 1 }, user.token);
    await report({ id, event: 1 }, user.token);
    expect(await hotOf(id)).toBe(before + 5);
    expect(await hotOf(id + 1)).toBe(neighbour);
    // The next day the same visitor counts again.
    server.advance(DAY_MS);
    await report({ id, event: 1 });
    expect(await hotOf(id)).toBe(before + 6);
    const shown = (await search({ sceneId: 0, page: 1, pageSize: 200 })).body.data.list.find((s) => s.id === id);
    expect(shown?.hotText).toBe(hotText(before + 6));
  });

  it('refuses a report of an unknown sample or event', async () => {
    const unknown = await report({ id: 99999, event: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, message: '样音不存在', data: null });
    for (const event of [0, 3, 'play']) expect((await report({ id: 1, event })).status).toBe(400);
    expect((await report({ event: 1 })).status).toBe(400);
  });

  it('answers 503 for sample audio while speech is off, never an empty file', async () => {
    const response = await fetch(`${server.base}/media/sample-audio/1.mp3`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});

describe('AI sample audio', () => {
  const decoder = new MPEGDecoder({ enableGapless: true });
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ name: 'sqlite' }, { speech: true, speechWorkers: 1, ocr: false });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    decoder.free();
  });

  async function decode(mp3: ArrayBuffer) {
    await decoder.ready;
    await decoder.reset();
    const decoded = decoder.decode(new Uint8Array(mp3));
    const samples = decoded.channelData[0] ?? new Float32Array(0);
    return { samples, durationMs: (samples.length / decoded.sampleRate) * 1000 };
  }

  it('renders a sample’s text in its template voice on first request, audible, and keeps it', async () => {
    const page = await server.call<Page<Sample>>('GET', '/api/anchor/sample/search', {
      query: { sceneId: 2, page: 1 },
    });
    const sample = page.body.data.list[0];
    if (!sample) throw new Error('scene 2 has no samples');
    // Two players asking at once before it exists share the one render.
    const [first, second] = await Promise.all([
      fetch(`${server.base}${sample.templateAudio}`),
      fetch(`${server.base}${sample.templateAudio}`),
    ]);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    const pcm = await decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    // A sentence or two of speech: seconds long and loud, not a silent file.
    expect(pcm.durationMs).toBeGreaterThan(2000);
    expect(20 * Math.log10(Math.max(rms(pcm.samples), 1e-9))).toBeGreaterThan(-35);

    const again = await fetch(`${server.base}${sample.templateAudio}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    // It reads the sample's own text, not the template's greeting.
    const template = await fetch(`${server.base}/media/samples/template-${sample.templateId}.mp3`);
    expect(Buffer.from(await template.arrayBuffer()).equals(bytes)).toBe(false);
  }, 120_000);

  it('answers 404 in the envelope for an unknown sample', async () => {
    for (const file of ['99999.mp3', 'abc.mp3', '1.wav']) {
      const response = await fetch(`${server.base}/media/sample-audio/${file}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, message: '样音不存在', data: null });
    }
  });
});
