import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, loginNewUser, startServer } from '../testing/harness';
import { connect } from './connect';
import { copySqliteToPostgres } from './copyDatabase';

const SPEAK =
  '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:dk="urn:dubkit:markup" xml:lang="zh-CN">';
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('moving a single-machine install to PostgreSQL (database:copy)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every user, session and draft, and new rows take ids after the copied ones', async () => {
    // Its own data folder, which outlives the server, as a single-machine install's does.
    const dataDir = mkdtempSync(join(tmpdir(), 'dubkit-single-machine-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const before = await startServer({ name: 'sqlite' }, { speech: false, ocr: false, dataDir });
    const user = await loginNewUser(before);
    const saved = await before.call<{ workId: number }>('POST', '/api/tts/work/save', {
      token: user.token,
      body: {
        anchorType: 0,
        anchorId: 12,
        title: '搬家前的草稿',
        text: `${SPEAK}你好，<break time="500ms"/>世界。</speak>`,
      },
    });
    await before.close();

    const database = await createTestDatabase(postgres ?? { name: 'postgres' });
    cleanups.push(database.drop);
    const source = connect({ sqliteFile: join(dataDir, 'dubkit.sqlite') });
    const target = connect({ databaseUrl: database.databaseUrl, sqliteFile: ':memory:' });
    const { tables } = await copySqliteToPostgres(source.db, target.db);
    // A second copy would overwrite someone: refused.
    await expect(copySqliteToPostgres(source.db, target.db)).rejects.toThrow(/already has users/);
    await Promise.all([source.close(), target.close()]);
    expect(tables.find(({ table }) => table === 'users')?.rows).toBe(1);
    expect(tables.findIndex(({ table }) => table === 'users')).toBeLessThan(
      tables.findIndex(({ table }) => table === 'works'),
    );

    const after = await startServer(postgres ?? { name: 'postgres' }, {
      speech: false,
      ocr: false,
      databaseUrl: database.databaseUrl,
    });
    cleanups.push(() => after.close());
    // The session made on SQLite is still good, and the draft is there.
    const draft = await after.call<{ title: string }>('GET', '/api/tts/work/detail', {
      token: user.token,
      query: { workId: saved.body.data.workId },
    });
    expect(draft.body.data.title).toBe('搬家前的草稿');
    const newcomer = await loginNewUser(after);
    const other = await after.call<{ workId: number }>('POST', '/api/tts/work/save', {
      token: newcomer.token,
      body: { anchorType: 0, anchorId: 12, title: '新草稿', text: `${SPEAK}新的一天。</speak>` },
    });
    expect(other.body.data.workId).toBeGreaterThan(saved.body.data.workId);
  });
});
