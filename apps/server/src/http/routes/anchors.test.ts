import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../domain/context';
import { databaseTargets, loginNewUser, startServer, type TestServer } from '../../testing/harness';

interface Item {
  id: number;
  anchorType: number;
  name: string;
  sex: number;
  level: number;
  languageId: number;
  favorite: boolean;
  sceneList: Array<{ name: string }>;
  templateList: Array<{ id: number; title: string; filepath: string }>;
}
type Page = { total: number; list: Item[] };

describe.each(databaseTargets())('anchor catalogue ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target, { speech: false });
  });
  afterAll(() => server.close());

  it('offers the tag rows with an "all" entry and locales starting with 全部地区', async () => {
    const { body } = await server.call<Record<string, Array<{ id: number; name: string }>>>(
      'GET',
      '/api/anchor/options',
    );
    for (const list of [
      'sortTagList',
      'sceneTagList',
      'styleTagList',
      'sexTagList',
      'languageTagList',
      'aiLevelTagList',
    ]) {
      expect(body.data[list]?.length).toBeGreaterThan(1);
    }
    expect(body.data.sexTagList).toEqual([
      { id: 0, name: '全部' },
      { id: 1, name: '男声' },
      { id: 2, name: '女声' },
    ]);
    expect(body.data.sortTagList?.map((t) => t.id)).toContain(11);
    const locales = await server.call<Array<{ id: number; name: string }>>(
      'GET',
      '/api/anchor/getLocalesByLanguageId',
      {
        query: { languageId: 1 },
      },
    );
    expect(locales.body.data[0]).toEqual({ id: 0, name: '全部地区' });
    expect(locales.body.data.length).toBeGreaterThan(1);
  });

  it('seeds a real catalogue: 60+ anchors over several languages, both sexes and every level', async () => {
    const all = await server.call<Page>('POST', '/api/anchor/search', {
      body: { page: 1, pageSize: 200, languageId: 0 },
    });
    expect(all.body.data.total).toBeGreaterThanOrEqual(60);
    const list = all.body.data.list;
    expect(new Set(list.map((a) => a.languageId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(list.map((a) => a.sex))).toEqual(new Set([1, 2]));
    expect(new Set(list.map((a) => a.level))).toEqual(new Set([1, 2, 3]));
    expect(
      list.every((a) => a.templateList.length > 0 && a.templateList.every((t) => t.filepath.endsWith('.mp3'))),
    ).toBe(true);
  });

  it('defaults to Mandarin, 20 a page, and applies every filter', async () => {
    const first = await server.call<Page>('POST', '/api/anchor/search', { body: {} });
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.list.every((a) => a.languageId === 1)).toBe(true);
    const second = await server.call<Page>('POST', '/api/anchor/search', { body: { page: 2 } });
    expect(second.body.data.list[0]?.id).not.toBe(first.body.data.list[0]?.id);
    expect(first.body.data.total).toBe(second.body.data.total);

    const women = await server.call<Page>('POST', '/api/anchor/search', { body: { sex: 2, pageSize: 100 } });
    expect(women.body.data.list.length).toBeGreaterThan(0);
    expect(women.body.data.list.every((a) => a.sex === 2)).toBe(true);
    const emotion = await server.call<Page>('POST', '/api/anchor/search', { body: { aiLevel: 3, pageSize: 100 } });
    expect(emotion.body.data.list.every((a) => a.level === 3 && a.templateList.length > 1)).toBe(true);
    const cantonese = await server.call<Page>('POST', '/api/anchor/search', { body: { languageId: 2, localeId: 201 } });
    expect(cantonese.body.data.total).toBeGreaterThan(0);
    expect(cantonese.body.data.list.every((a) => a.languageId === 2)).toBe(true);

    const options = await server.call<{ sceneTagList: Array<{ id: number; name: string }> }>(
      'GET',
      '/api/anchor/options',
    );
    const scene = options.body.data.sceneTagList.find((t) => t.id === 2);
    const inScene = await server.call<Page>('POST', '/api/anchor/search', {
      body: { sceneId: 2, languageId: 0, pageSize: 100 },
    });
    expect(inScene.body.data.total).toBeGreaterThan(0);
    expect(inScene.body.data.list.every((a) => a.sceneList.some((s) => s.name === scene?.name))).toBe(true);

    const newest = await server.call<Page>('POST', '/api/anchor/search', { body: { sort: 2 } });
    expect(newest.body.data.list.map((a) => a.id)).not.toEqual(first.body.data.list.map((a) => a.id));
  });

  it('searches by name and warns on an empty name', async () => {
    const found = await server.call<Page>('GET', '/api/anchor/searchByName', { query: { page: 1, name: '晓' } });
    expect(found.body.data.total).toBeGreaterThan(0);
    expect(found.body.data.list.every((a) => a.name.includes('晓'))).toBe(true);
    const empty = await server.call('GET', '/api/anchor/searchByName', { query: { page: 1, name: ' ' } });
    expect(empty.body).toMatchObject({ code: 400, message: '请输入搜索内容' });
  });

  it('gives an anchor detail with templates and roles, and refuses unknown ids', async () => {
    const emotion = await server.call<Page>('POST', '/api/anchor/search', { body: { aiLevel: 3, pageSize: 100 } });
    const [withRoles] = emotion.body.data.list;
    if (!withRoles) throw new Error('the catalogue has no emotion anchor');
    const detail = await server.call<{
      templateList: unknown[];
      roleList: Array<{ name: string; value: string }>;
      aiLevel: number;
    }>('GET', '/api/anchor/detail', { query: { anchorId: withRoles.id, anchorType: 0 } });
    expect(detail.body.data.aiLevel).toBe(3);
    expect(detail.body.data.templateList.length).toBeGreaterThan(1);
    const someRoles = await Promise.all(
      emotion.body.data.list.map((a) =>
        server.call<{ roleList: unknown[] }>('GET', '/api/anchor/detail', { query: { anchorId: a.id, anchorType: 0 } }),
      ),
    );
    expect(someRoles.some((r) => r.body.data.roleList.length > 0)).toBe(true);
    const unknown = await server.call('GET', '/api/anchor/detail', { query: { anchorId: 99999, anchorType: 0 } });
    expect(unknown.body).toMatchObject({ code: 404, message: '无法识别主播：99999' });
    const zero = await server.call('GET', '/api/anchor/detail', { query: { anchorId: 0, anchorType: 0 } });
    expect(zero.body).toMatchObject({ code: 400, message: '无法识别主播ID' });
  });

  it('keeps favourites per user', async () => {
    const visitor = await server.call('GET', '/api/anchor/favorites');
    expect(visitor.status).toBe(401);
    const user = await loginNewUser(server);
    const other = await loginNewUser(server);
    const fav = await server.call('POST', '/api/anchor/favorite', { token: user.token, query: { anchorId: 12 } });
    expect(fav.body.code).toBe(200);
    await server.call('POST', '/api/anchor/favorite', { token: user.token, query: { anchorId: 12 } });
    const mine = await server.call<Item[]>('GET', '/api/anchor/favorites', { token: user.token });
    expect(mine.body.data.map((a) => a.id)).toEqual([12]);
    expect(mine.body.data[0]?.favorite).toBe(true);
    const theirs = await server.call<Item[]>('GET', '/api/anchor/favorites', { token: other.token });
    expect(theirs.body.data).toEqual([]);
    const page = await server.call<Page>('POST', '/api/anchor/search', { token: user.token, body: { pageSize: 100 } });
    expect(page.body.data.list.find((a) => a.id === 12)?.favorite).toBe(true);
    await server.call('POST', '/api/anchor/unfavorite', { token: user.token, query: { anchorId: 12 } });
    expect((await server.call<Item[]>('GET', '/api/anchor/favorites', { token: user.token })).body.data).toEqual([]);
  });

  it('shows a favourite on the search page at once, though visitors get the page from memory', async () => {
    const user = await loginNewUser(server);
    const search = (token?: string) =>
      server.call<Page>('POST', '/api/anchor/search', { ...(token ? { token } : {}), body: { pageSize: 100 } });
    const flag = async (token?: string) => (await search(token)).body.data.list.find((a) => a.id === 12)?.favorite;
    expect(await flag()).toBe(false);
    expect(await flag(user.token)).toBe(false);
    await server.call('POST', '/api/anchor/favorite', { token: user.token, query: { anchorId: 12 } });
    expect(await flag(user.token)).toBe(true);
    expect(await flag()).toBe(false);
    await server.call('POST', '/api/anchor/unfavorite', { token: user.token, query: { anchorId: 12 } });
    expect(await flag(user.token)).toBe(false);
    expect((await search()).body).toEqual((await search(user.token)).body);
  });

  it('shows an anchor edited in the database on the search page once the catalogue is read again', async () => {
    const ctx = server.app.getDecorator<ServerContext>('dubkit');
    const nameOf12 = async () =>
      (await server.call<Page>('POST', '/api/anchor/search', { body: { pageSize: 100 } })).body.data.list.find(
        (a) => a.id === 12,
      )?.name;
    const before = await nameOf12();
    await ctx.db.updateTable('anchors').set({ name: '新名字' }).where('id', '=', 12).execute();
    try {
      server.advance(61_000);
      expect(await nameOf12()).toBe('新名字');
    } finally {
      await ctx.db
        .updateTable('anchors')
        .set({ name: before ?? '' })
        .where('id', '=', 12)
        .execute();
      server.advance(61_000);
    }
  });

  describe('custom anchors', () => {
    const valid = {
      templateId: 1,
      name: '我的主播',
      comment: '温柔讲解',
      intensity: 1,
      pitch: 10,
      speed: 1.2,
      volume: 80,
      text: '你好',
    };

    it.each([
      [{ name: '' }, '主播名称不能为空'],
      [{ comment: ' ' }, '主播简介不能为空'],
      [{ text: '' }, '试听内容不能为空'],
      [{ text: '字'.repeat(101) }, '试听内容不能超过100个字符'],
      [{ pitch: 501 }, '音调范围为-500到500'],
      [{ speed: 2.5 }, '语速范围为0.5到2'],
      [{ volume: 101 }, '音量范围为0到100'],
    ])('refuses %j with %s', async (change, message) => {
      const user = await loginNewUser(server);
      const reply = await server.call('POST', '/api/anchor/custom/add', {
        token: user.token,
        body: { ...valid, ...change },
      });
      expect(reply.body).toMatchObject({ code: 400, message });
    });

    it('adds, lists, shows, updates and deletes for the owner only', async () => {
      const owner = await loginNewUser(server);
      const stranger = await loginNewUser(server);
      const added = await server.call<{ id: number; anchorName: string; templateName: string }>(
        'POST',
        '/api/anchor/custom/add',
        {
          token: owner.token,
          body: valid,
        },
      );
      expect(added.body.code).toBe(200);
      const id = added.body.data.id;
      expect(added.body.data.anchorName).toBeTruthy();

      const list = await server.call<Array<{ id: number }>>('GET', '/api/anchor/custom/list', { token: owner.token });
      expect(list.body.data.map((a) => a.id)).toEqual([id]);
      const picker = await server.call<{ total: number; list: Array<{ id: number }> }>('POST', '/api/anchor/search', {
        token: owner.token,
        body: { sort: 11 },
      });
      expect(picker.body.data.list.map((a) => a.id)).toEqual([id]);
      const asDetail = await server.call<{ anchorType: number; name: string }>('GET', '/api/anchor/detail', {
        token: owner.token,
        query: { anchorId: id, anchorType: 1 },
      });
      expect(asDetail.body.data).toMatchObject({ anchorType: 1, name: '我的主播' });

      for (const attempt of [
        () => server.call('GET', '/api/anchor/custom/detail', { token: stranger.token, query: { anchorId: id } }),
        () =>
          server.call('GET', '/api/anchor/detail', { token: stranger.token, query: { anchorId: id, anchorType: 1 } }),
        () =>
          server.call('POST', '/api/anchor/custom/update', {
            token: stranger.token,
            body: { ...valid, id, name: '偷改' },
          }),
        () => server.call('GET', '/api/anchor/custom/delete', { token: stranger.token, query: { anchorId: id } }),
      ]) {
        const reply = await attempt();
        expect(reply.status).toBe(403);
      }
      expect(
        (await server.call<Array<unknown>>('GET', '/api/anchor/custom/list', { token: stranger.token })).body.data,
      ).toEqual([]);

      const updated = await server.call<{ name: string; pitch: number; templateName: string }>(
        'POST',
        '/api/anchor/custom/update',
        {
          token: owner.token,
          body: { ...valid, id, name: '改过的主播', pitch: -20 },
        },
      );
      expect(updated.body.data).toMatchObject({
        name: '改过的主播',
        pitch: -20,
        templateName: added.body.data.templateName,
      });
      const deleted = await server.call('GET', '/api/anchor/custom/delete', {
        token: owner.token,
        query: { anchorId: id },
      });
      expect(deleted.body.code).toBe(200);
      const gone = await server.call('GET', '/api/anchor/custom/detail', {
        token: owner.token,
        query: { anchorId: id },
      });
      expect(gone.status).toBe(404);
    });
  });
});
