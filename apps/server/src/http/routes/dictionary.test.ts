import type { DictionaryEntry, DictionaryImported, Page } from '@dubkit/sdk-core';
import { createDocument, DICTIONARY_ENTRIES_MAX } from '@dubkit/sdk-core/markup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../domain/context';
import { planScript } from '../../domain/synthesis/limits';
import type { VoiceSettings } from '../../engines/speech';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

const espeakVoice: VoiceSettings = { voice: 'cmn', pitchPercent: 0, rate: 1, volume: 100, anchorId: 12 };
const providerVoice: VoiceSettings = { ...espeakVoice, provider: 'openai', voice: 'nova' };

describe.each(databaseTargets())('the pronunciation dictionary ($name)', (target) => {
  let server: TestServer;
  let ctx: ServerContext;
  let owner: { token: string; phone: string };
  let other: { token: string; phone: string };
  const save = (token: string, body: Record<string, unknown>) =>
    server.call<DictionaryEntry>('POST', '/api/dictionary/save', { token, body });

  beforeAll(async () => {
    server = await startServer(target);
    ctx = (server.app as unknown as { dubkit: ServerContext }).dubkit;
    owner = await loginNewUser(server);
    other = await loginNewUser(server);
  });
  afterAll(() => server?.close());

  const userIdOf = async (phone: string) =>
    (await ctx.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

  it('is each user’s own: visitors are refused, another user neither sees nor deletes an entry', async () => {
    const visitor = await server.call('GET', '/api/dictionary/list');
    expect(visitor.body.code).toBe(401);
    const saved = await save(owner.token, { kind: 'phoneme', word: '银行', value: '_ hang2' });
    expect(saved.body.data).toMatchObject({
      kind: 'phoneme',
      word: '银行',
      value: '_ hang2',
      anchorId: 0,
      enabled: true,
    });
    const theirs = await server.call<Page<DictionaryEntry>>('GET', '/api/dictionary/list', { token: other.token });
    expect(theirs.body.data.total).toBe(0);
    await server.call('POST', '/api/dictionary/delete', { token: other.token, body: { ids: [saved.body.data.id] } });
    const stolen = await save(other.token, { id: saved.body.data.id, kind: 'alias', word: '银行', value: '钱庄' });
    expect(stolen.body.message).toBe('词条不存在');
    const mine = await server.call<Page<DictionaryEntry>>('GET', '/api/dictionary/list', {
      token: owner.token,
      query: { keyword: '银' },
    });
    expect(mine.body.data.list.map((e) => e.word)).toEqual(['银行']);
    // A keyword is text: % matches nothing here, _ only the reading that holds one.
    const search = async (keyword: string) =>
      (
        await server.call<Page<DictionaryEntry>>('GET', '/api/dictionary/list', {
          token: owner.token,
          query: { keyword },
        })
      ).body.data.total;
    expect(await search('%')).toBe(0);
    expect(await search('_')).toBe(1);
  });

  it('refuses a malformed entry in the creator’s words, and replaces the entry of the same word and voice', async () => {
    const bad = await save(owner.token, { kind: 'phoneme', word: '长城', value: 'chang2' });
    expect(bad.body.message).toBe('「长城」有2个字，读音要写2个（不改的字写 _）');
    const noAnchor = await save(owner.token, { kind: 'alias', word: 'AI', value: '人工智能', anchorId: 99999 });
    expect(noAnchor.body.message).toBe('无法识别主播：99999');
    const first = await save(owner.token, { kind: 'alias', word: 'AI', value: '人工智能' });
    const again = await save(owner.token, { kind: 'sayAs', word: 'AI', value: 'characters' });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data).toMatchObject({ kind: 'sayAs', value: 'characters' });
    const forVoice = await save(owner.token, { kind: 'alias', word: 'AI', value: '爱', anchorId: 12 });
    expect(forVoice.body.data.id).not.toBe(first.body.data.id);
    expect(forVoice.body.data.anchorName).not.toBe('');
  });

  it('applies before synthesis on every engine, the script’s marks over the voice’s entry over a global one', async () => {
    const userId = await userIdOf(owner.phone);
    const doc = createDocument([['我去银行说AI。', { type: 'alias', text: '银行', alias: '银航' }]]);
    const spoken = async (voice: VoiceSettings) =>
      (await planScript(ctx, userId, doc, voice))
        .flatMap((item) => (item.kind === 'speech' ? [item.text] : []))
        .join('');
    // espeak-ng reads inline pinyin; anchor 12's own entry (爱) wins over the global one (A I).
    expect(await spoken(espeakVoice)).toBe('我去银 hang2 说爱。银航');
    // A provider reads text: the polyphone becomes a character read only that way.
    expect(await spoken(providerVoice)).toBe('我去银杭说爱。银航');
    // Another voice gets the global entry.
    expect(await spoken({ ...espeakVoice, anchorId: 13 })).toBe('我去银 hang2 说 A I 。银航');
    // A visitor has no dictionary.
    expect(
      (await planScript(ctx, null, doc, espeakVoice)).flatMap((i) => (i.kind === 'speech' ? [i.text] : [])).join(''),
    ).toBe('我去银行说AI。银航');
  });

  it('turned off, an entry applies nowhere and stays in the dictionary', async () => {
    const userId = await userIdOf(owner.phone);
    const list = await server.call<Page<DictionaryEntry>>('GET', '/api/dictionary/list', { token: owner.token });
    const bank = list.body.data.list.find((e) => e.word === '银行') as DictionaryEntry;
    await save(owner.token, { ...bank, enabled: false });
    const items = await planScript(ctx, userId, createDocument([['银行']]), espeakVoice);
    expect(items.flatMap((i) => (i.kind === 'speech' ? [i.text] : []))).toEqual(['银行']);
    await save(owner.token, { ...bank, enabled: true });
  });

  it('round-trips through CSV (every kind) and PLS (readings and aliases), saying which lines it refused', async () => {
    const csv = await fetch(`${server.base}/api/dictionary/export?format=csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csvText = await csv.text();
    expect(csvText).toContain('多音字,银行,_ hang2,0,1');
    const imported = await server.call<DictionaryImported>('POST', '/api/dictionary/import', {
      token: other.token,
      body: { format: 'csv', text: `${csvText}别名,,空词,0,1\n未知,词,x,0,1\n` },
    });
    expect(imported.body.data).toMatchObject({ added: 3, updated: 0 });
    expect(imported.body.data.refused.map((r) => r.message)).toEqual([
      '词语不能为空',
      expect.stringMatching(/^第一列应为/),
    ]);

    const pls = await fetch(`${server.base}/api/dictionary/export?format=pls`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const plsText = await pls.text();
    // Another engine needs every syllable: 银 gets its usual reading.
    expect(plsText).toContain('<grapheme>银行</grapheme>\n    <phoneme>yin2 hang2</phoneme>');
    const third = await loginNewUser(server);
    const fromPls = await server.call<DictionaryImported>('POST', '/api/dictionary/import', {
      token: third.token,
      body: {
        format: 'pls',
        text: `${plsText.replace('</lexicon>', '')}<lexeme><grapheme>重庆</grapheme><phoneme>chong 2 qing 4</phoneme></lexeme><lexeme><grapheme>空</grapheme></lexeme></lexicon>`,
      },
    });
    expect(fromPls.body.data.added).toBe(2);
    expect(fromPls.body.data.refused).toEqual([{ line: expect.any(Number), message: '「空」没有读音或别名' }]);
    const list = await server.call<Page<DictionaryEntry>>('GET', '/api/dictionary/list', { token: third.token });
    expect(list.body.data.list.map((e) => [e.word, e.value]).sort()).toEqual([
      ['重庆', 'chong2 qing4'],
      ['银行', 'yin2 hang2'],
    ]);
  });

  it(`holds ${DICTIONARY_ENTRIES_MAX} entries a user under parallel saves`, async () => {
    const user = await loginNewUser(server);
    const userId = await userIdOf(user.phone);
    const rows = Array.from({ length: DICTIONARY_ENTRIES_MAX - 1 }, (_, n) => ({
      user_id: userId,
      kind: 'alias',
      word: `词${n}`,
      value: '读',
      updated_at: Date.now(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await ctx.db
        .insertInto('dictionary_entries')
        .values(rows.slice(i, i + 200))
        .execute();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, n) => save(user.token, { kind: 'alias', word: `新词${n}`, value: '读' })),
    );
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.code !== 200).map((r) => r.body.message)).toEqual(
      Array(5).fill(`词典最多${DICTIONARY_ENTRIES_MAX}个词条，请先删除不用的词条`),
    );
  });
});
