import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Prompt } from '@dubkit/sdk-core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { SEED_PROMPTS } from '../../seed/prompts';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const dbOf = (server: TestServer) => (server.app as unknown as { dubkit: { db: Kysely<Database> } }).dubkit.db;

describe.each(databaseTargets())('prompt library ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { speech: false, ocr: false });
  });
  afterAll(() => server.close());

  const list = (body: unknown, token?: string) =>
    server.call<Page<Prompt>>('POST', '/api/gpt/prompt/list', { body, token });

  it('serves the seeded prompts twelve a page, total being the page count, to visitors and users alike', async () => {
    const pages = Math.ceil(SEED_PROMPTS.length / 12);
    expect(SEED_PROMPTS.length).toBeGreaterThanOrEqual(48);

    const first = await list({ page: 1, pageSize: 12 });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(first.body.data.total).toBe(pages);
    expect(first.body.data.list).toHaveLength(12);
    expect(first.body.data.list[0]).toEqual({
      title: SEED_PROMPTS[0]?.title,
      subtitle: SEED_PROMPTS[0]?.subtitle,
      promptZh: SEED_PROMPTS[0]?.zh,
      promptEn: SEED_PROMPTS[0]?.en,
    });

    const user = await loginNewUser(server);
    const signedIn = await list({ page: 1, pageSize: 12 }, user.token);
    expect(signedIn.body.data).toEqual(first.body.data);

    // Every prompt once, in library order, across the pages.
    const seen: Prompt[] = [];
    for (let page = 1; page <= pages; page += 1) seen.push(...(await list({ page, pageSize: 12 })).body.data.list);
    expect(seen.map((p) => p.title)).toEqual(SEED_PROMPTS.map((p) => p.title));

    const past = await list({ page: pages + 1, pageSize: 12 });
    expect(past.body.data).toEqual({ total: pages, list: [] });
  });

  it('takes the spec page size when none is sent, and counts pages for another size', async () => {
    const defaulted = await list({ page: 2 });
    expect(defaulted.body.data.total).toBe(Math.ceil(SEED_PROMPTS.length / 12));
    expect(defaulted.body.data.list[0]?.title).toBe(SEED_PROMPTS[12]?.title);
    const bySize = await list({ page: 1, pageSize: 20 });
    expect(bySize.body.data.total).toBe(Math.ceil(SEED_PROMPTS.length / 20));
    expect(bySize.body.data.list).toHaveLength(20);
  });

  it('refuses a missing or bad page with the contract schema', async () => {
    for (const body of [{}, { page: 0 }, { page: 'x' }, { page: 1, pageSize: 0 }, { page: 1, pageSize: 500 }]) {
      const reply = await list(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe(400);
      expect(reply.body.data).toBeNull();
    }
  });

  it('answers an empty library as no pages and no prompts', async () => {
    const db = dbOf(server);
    const rows = await db.selectFrom('prompts').selectAll().execute();
    await db.deleteFrom('prompts').execute();
    try {
      expect((await list({ page: 1 })).body.data).toEqual({ total: 0, list: [] });
    } finally {
      await db.insertInto('prompts').values(rows).execute();
    }
  });
});

describe('prompt library seed on an existing database', () => {
  it('fills an empty prompts table at the next start, once, leaving the rest of the seed alone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-prompts-'));
    try {
      const options = { speech: false, ocr: false, dataDir } as const;
      // A database seeded before the prompt library existed: catalogue in place, prompts table empty.
      const before = await startServer({ name: 'sqlite' }, options);
      const anchors = await dbOf(before).selectFrom('anchors').select('id').execute();
      await dbOf(before).deleteFrom('prompts').execute();
      await before.close();

      const after = await startServer({ name: 'sqlite' }, options);
      try {
        expect(await dbOf(after).selectFrom('anchors').select('id').execute()).toEqual(anchors);
        const reply = await after.call<Page<Prompt>>('POST', '/api/gpt/prompt/list', { body: { page: 1 } });
        expect(reply.body.data.list[0]?.title).toBe(SEED_PROMPTS[0]?.title);
      } finally {
        await after.close();
      }

      // A third start adds nothing: the table is not empty.
      const again = await startServer({ name: 'sqlite' }, options);
      try {
        const count = await dbOf(again)
          .selectFrom('prompts')
          .select(dbOf(again).fn.countAll().as('n'))
          .executeTakeFirst();
        expect(Number(count?.n)).toBe(SEED_PROMPTS.length);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('seeded prompts', () => {
  it('are complete in both languages, with distinct titles and placeholders the user fills in', () => {
    const titles = new Set<string>();
    for (const prompt of SEED_PROMPTS) {
      expect(prompt.title.trim(), prompt.title).not.toBe('');
      expect(prompt.subtitle.trim(), prompt.title).not.toBe('');
      expect(prompt.zh, prompt.title).toMatch(/[\u4e00-\u9fff]/);
      expect(prompt.en, prompt.title).not.toMatch(/[\u4e00-\u9fff]/);
      expect(prompt.zh.length, prompt.title).toBeGreaterThan(40);
      expect(prompt.en.length, prompt.title).toBeGreaterThan(80);
      // A placeholder in one language has its counterpart in the other.
      expect(/【/.test(prompt.zh), prompt.title).toBe(/\[/.test(prompt.en));
      titles.add(prompt.title);
    }
    expect(titles.size).toBe(SEED_PROMPTS.length);
  });
});
