import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MPEGDecoder } from 'mpg123-decoder';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInBySms, newPhone, screenshot, useBrowser } from './browser';
import { cursorAfter, selectText } from './editor';

const LONG_LINE =
  '清晨的阳光洒在湖面上，微风吹过，泛起层层涟漪。远处的山峦在薄雾中若隐若现，像一幅淡淡的水墨画。' +
  '岸边的柳树轻轻摇曳，几只白鹭在浅水中悠闲地踱步。渔夫划着小船慢慢驶向湖心，船桨拍打水面的声音清脆悦耳。' +
  '孩子们在草地上追逐嬉戏，笑声在空气中回荡，整个世界都显得那么安宁美好。';

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: '编辑工具' });
const tool = (page: Page, name: string) => toolbarOf(page).getByRole('button', { name, exact: true });
/** The script as a reader meets it: its text, and each node by its accessible name (node labels are drawn by CSS). */
const scriptText = (page: Page) =>
  page.locator('[data-slate-editor]').evaluate((root) => {
    let out = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element && node.matches('button, [role="button"]'))
        out += `[${node.getAttribute('aria-label')}]`;
      else if (node instanceof Text && !node.parentElement?.closest('button, [role="button"]')) out += node.data;
    }
    return out;
  });

/** The signed-in user's token, where the site keeps the login (sdk-core's LOGIN_STORAGE_KEY). */
const loginToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('dubkit.login') ?? '{}') as { token?: string }).token ?? '');

/** From the anchor library: a card, its detail dialog, 立即配音. */
async function openStudioFromAnchorCard(page: Page) {
  await page.goto('/anchors');
  await page.getByRole('heading', { level: 3 }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '立即配音' }).click();
  await page.waitForURL(/\/creation\?anchorType=0&anchorId=\d+/);
  await page.getByRole('complementary', { name: '当前主播' }).getByRole('heading').waitFor();
}

async function typeScript(page: Page, lines: string[]) {
  await page.getByRole('textbox', { name: '配音文案' }).click();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

async function chooseFromMenu(page: Page, tool: string, item?: string) {
  await toolbarOf(page).getByRole('button', { name: tool, exact: true }).click();
  const menuItem = item ? page.getByRole('menuitem', { name: item }) : page.getByRole('menuitem').first();
  await menuItem.click();
}

/** A multi-voice segment spoken by another anchor, chosen in the multi-voice picker. */
async function addMultiVoice(page: Page, text: string, anchor: string) {
  await selectText(page, text);
  await tool(page, '多主播').click();
  const picker = page.getByRole('dialog', { name: '多主播配音' });
  await picker.getByText(anchor, { exact: true }).click();
  await picker.getByText('情绪', { exact: true }).waitFor();
  await picker.getByRole('button', { name: '确定' }).click();
  await picker.waitFor({ state: 'hidden' });
}

async function addBackgroundMusicWithFade(page: Page) {
  await tool(page, '背景音乐').click();
  const menu = page.getByRole('dialog', { name: '背景音乐' });
  await menu.getByRole('list', { name: '背景音乐列表' }).locator('li > button').first().click();
  await menu.getByRole('slider', { name: '淡入' }).focus();
  // 20 steps of 100 ms: a two-second fade-in.
  for (let step = 0; step < 20; step++) await page.keyboard.press('ArrowRight');
  await menu.getByRole('button', { name: '确定' }).click();
  await menu.waitFor({ state: 'hidden' });
  await expect(
    toolbarOf(page)
      .getByRole('button', { name: /^背景音乐：/ })
      .count(),
  ).resolves.toBe(1);
}

describe('a creator in the dubbing studio', () => {
  const browser = useBrowser();

  it('marks up a script with every kind of node, hears it stream while later parts are synthesised, and finds every node after saving and reloading', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    await openStudioFromAnchorCard(page);
    await typeScript(page, [
      '第一行重要的事情说三遍。',
      '电话13800138000，会议在2026-11-21举行。',
      '我们用NBA举例，春眠不觉晓处处闻啼鸟。',
      '掌声响起来，音乐慢慢停。',
      LONG_LINE,
    ]);

    await cursorAfter(page, '第一行');
    await tool(page, '停顿').click();
    await page.getByRole('dialog', { name: '停顿' }).getByRole('button', { name: /0\.5/ }).click();
    await selectText(page, '说三遍');
    await tool(page, '连读').click();
    await selectText(page, '13800138000');
    await chooseFromMenu(page, '数字读法');
    await selectText(page, '2026-11-21');
    await tool(page, '别名').click();
    const alias = page.getByRole('dialog', { name: '设置别名' });
    await alias.getByRole('textbox').fill('今天');
    await alias.getByRole('button', { name: '确定' }).click();
    await selectText(page, 'NBA');
    await chooseFromMenu(page, '单词读法', '逐个字母读');
    await selectText(page, '觉');
    await chooseFromMenu(page, '多音字', 'jué');
    await selectText(page, '春眠不');
    await tool(page, '局部调节').click();
    await page.getByRole('dialog', { name: '局部调节' }).getByRole('button', { name: '确定' }).click();
    await addMultiVoice(page, '处处闻啼鸟', 'Davis');
    await cursorAfter(page, '掌声');
    await tool(page, '音效').click();
    const effects = page.getByRole('dialog', { name: '音效' });
    await effects.locator('li label').first().click();
    await effects.getByRole('button', { name: '确定' }).click();
    await effects.waitFor({ state: 'hidden' });
    const editor = page.locator('[data-slate-editor]');
    for (const badge of ['0.5s', '号码', '今天', '逐个字母读', 'jué', '局部调节', 'Davis'])
      await expect(editor.getByRole('button', { name: badge }).count()).resolves.toBeGreaterThan(0);

    // Several chunks: the first one plays while the later ones are still being requested.
    await page.keyboard.press('Control+A');
    await tool(page, '试听').click();
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-audition]');
      return audio !== null && audio.currentTime > 0;
    });
    const progress = await page.locator('audio[data-audition]').evaluate((audio: HTMLAudioElement) => ({
      done: Number(audio.dataset.done),
      total: Number(audio.dataset.total),
    }));
    expect(progress.total).toBeGreaterThan(1);
    expect(progress.done).toBeLessThan(progress.total);
    await screenshot(page, 'studio');
    await tool(page, '停止').click();
    // 响度标准 is saved with the draft, as the server keeps it.
    await page.getByRole('combobox', { name: '响度标准' }).click();
    await page.getByRole('option', { name: '广播电视 −23 LUFS' }).click();

    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('作品已保存成功').first().waitFor();
    await page.waitForURL(/workId=\d+/);
    const saved = await scriptText(page);
    await page.reload();
    await page.getByText('处处闻啼鸟').waitFor();
    await expect(scriptText(page)).resolves.toBe(saved);
    await expect(page.getByRole('combobox', { name: '响度标准' }).textContent()).resolves.toBe('广播电视 −23 LUFS');
    await expect(
      toolbarOf(page)
        .getByRole('button', { name: /^背景音乐/ })
        .textContent(),
    ).resolves.toBe('背景音乐');
  });

  it('imports subtitles, adds another anchor and faded music, submits, and downloads an MP3 as long as planned and not silent', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    await page.goto('/creation?anchorType=0&anchorId=12');
    await page.getByRole('complementary', { name: '当前主播' }).getByRole('heading').waitFor();

    const srt = join(tmpdir(), `dubkit-e2e-${process.pid}.srt`);
    writeFileSync(
      srt,
      '1\n00:00:00,000 --> 00:00:02,000\n大家好 欢迎收听\n\n2\n00:00:03,000 --> 00:00:05,000\n今天我们聊聊春天\n',
    );
    await page.locator('input[type=file][accept=".srt"]').setInputFiles(srt);
    await page.getByText('今天我们聊聊春天').waitFor();
    await expect(scriptText(page)).resolves.toContain('大家好，欢迎收听');
    await addMultiVoice(page, '今天我们聊聊春天', 'Davis');
    await addBackgroundMusicWithFade(page);

    await page.getByRole('button', { name: '立即合成' }).click();
    const submitted = page.getByRole('dialog', { name: '提交成功' });
    await submitted.getByText('合成任务已提交，请稍后在我的作品中查看任务！').waitFor();
    await submitted.getByRole('button', { name: '立即查看' }).click();
    await page.waitForURL(/\/creationCenter\?tab=0/);

    // The task is done when its download appears; refresh until then.
    const download = page.getByRole('table').getByRole('link', { name: /^下载/ }).first();
    for (let attempt = 0; !(await download.isVisible()); attempt++) {
      if (attempt > 60) throw new Error('the task did not finish');
      await page.waitForTimeout(2100);
      await page.getByRole('button', { name: '刷新' }).click();
    }
    await screenshot(page, 'creation-center');
    const href = await download.getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('audio/mpeg');
    const mp3 = new Uint8Array(await response.body());

    const tasks = (await (
      await page.request.get('/api/tts/task/list?page=1&size=13', {
        headers: { authorization: `Bearer ${await loginToken(page)}` },
      })
    ).json()) as { data: { list: Array<{ durationMs: number }> } };
    const planned = tasks.data.list[0]?.durationMs ?? 0;
    expect(planned).toBeGreaterThan(3000);

    const decoder = new MPEGDecoder({ enableGapless: true });
    await decoder.ready;
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(mp3);
    decoder.free();
    const seconds = samplesDecoded / sampleRate;
    expect(Math.abs(seconds * 1000 - planned)).toBeLessThanOrEqual(planned * 0.1);
    const samples = channelData[0] ?? new Float32Array();
    const rms = Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
    expect(20 * Math.log10(rms)).toBeGreaterThan(-40);
  });

  it('dubs subtitles fitted to their timing: speakers, the fit report, and each line heard at its cue', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    await page.goto('/creation?anchorType=0&anchorId=12');
    await page.getByRole('complementary', { name: '当前主播' }).getByRole('heading').waitFor();

    await page.getByRole('switch', { name: '对齐字幕时间' }).check();
    const cues = [
      [1000, 3500, '大家好，欢迎收看。'],
      [4500, 6000, '张三：今天我们一起去公园散步吧。'],
      [7500, 8200, '张三：这一句台词太长太长了，无论怎么加快语速，都不可能说完。'],
      [15000, 16500, '再见。'],
    ] as const;
    const time = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)},${String(ms % 1000).padStart(3, '0')}`;
    const srt = join(tmpdir(), `dubkit-e2e-fit-${process.pid}.srt`);
    writeFileSync(
      srt,
      cues.map(([from, to, text], n) => `${n + 1}\n${time(from)} --> ${time(to)}\n${text}\n`).join('\n'),
    );
    await page.locator('input[type=file][accept=".srt,.vtt"]').setInputFiles(srt);
    // 张三 starts two cues: a speaker, asked for a voice (the script's own here), whose name is not read out.
    const speakers = page.getByRole('dialog', { name: '字幕说话人' });
    await speakers.getByText('张三').first().waitFor();
    await speakers.getByRole('button', { name: '导入' }).click();
    await page.getByText('再见。').waitFor();
    const text = await scriptText(page);
    expect(text).toContain('今天我们一起去公园散步吧。');
    expect(text).not.toContain('张三');

    // The third line cannot fit its cue: the creator is told which and by how much before anything is submitted.
    await page.getByRole('button', { name: '立即合成' }).click();
    const report = page.getByRole('dialog', { name: '字幕时间对齐' });
    await report.getByText(/^第3条字幕即使加速到1\.3倍，仍超出\d+\.\d秒$/).waitFor();
    await expect(
      report.locator('[data-status]').evaluateAll((bars) => bars.map((bar) => bar.getAttribute('data-status'))),
    ).resolves.toEqual(['fits', 'stretched', 'overruns', 'fits']);
    await screenshot(page, 'studio-fit-report');
    await report.getByRole('button', { name: '仍然提交' }).click();
    await page.getByRole('dialog', { name: '提交成功' }).waitFor();

    const token = await loginToken(page);
    type Listed = { status: number; statusName: string; filepath: string; subtitles?: { srt: string } };
    let done: Listed | undefined;
    for (let attempt = 0; done?.status !== 1; attempt++) {
      if (attempt > 60 || done?.status === -1) throw new Error(`the task did not finish: ${done?.statusName}`);
      await page.waitForTimeout(1000);
      const listed = (await (
        await page.request.get('/api/tts/task/list?page=1', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { list: Listed[] } };
      done = listed.data.list[0];
    }
    const mp3 = new Uint8Array(await (await page.request.get(done.filepath)).body());
    const decoder = new MPEGDecoder({ enableGapless: true });
    await decoder.ready;
    const { channelData, sampleRate } = decoder.decode(mp3);
    decoder.free();
    const samples = channelData[0] ?? new Float32Array();
    // Where sound starts after a moment: the first 10 ms window above −55 dBFS (no music, so lines part in silence).
    const onset = (fromMs: number) => {
      const window = sampleRate / 100;
      for (let start = Math.round((fromMs * sampleRate) / 1000); start + window <= samples.length; start += window) {
        let sum = 0;
        for (let i = start; i < start + window; i++) sum += (samples[i] ?? 0) ** 2;
        if (10 * Math.log10(sum / window || 1e-12) > -55) return (start * 1000) / sampleRate;
      }
      return Number.NaN;
    };
    const subtitles = await (await page.request.get(done.subtitles?.srt ?? '')).text();
    const starts = [...subtitles.matchAll(/^(\d\d):(\d\d):(\d\d),(\d{3}) -->/gm)].map(
      ([, h, m, s, ms]) => ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms),
    );
    for (const [n, [startMs]] of cues.entries()) {
      expect(Math.abs(onset(startMs - 400) - startMs), `line ${n + 1} heard at its cue`).toBeLessThanOrEqual(40);
      expect(Math.abs((starts[n] ?? 0) - startMs), `subtitle ${n + 1} back on its time`).toBeLessThanOrEqual(40);
    }
  });

  it('is offered the membership checkout, not a failed task, when submitting with a members-only anchor', async () => {
    const page = await browser.newPage();
    await page.goto('/home');
    await logInBySms(page, browser.baseUrl(), newPhone(), { open: true });
    const anchors = (await (
      await page.request.post('/api/anchor/search', { data: { page: 1, pageSize: 100, sort: 1 } })
    ).json()) as { data: { list: Array<{ id: number; membersOnly: boolean }> } };
    const membersOnly = anchors.data.list.find((anchor) => anchor.membersOnly);
    expect(membersOnly).toBeDefined();
    await page.goto(`/creation?anchorType=0&anchorId=${membersOnly?.id}`);
    await typeScript(page, ['会员专享的声音。']);
    await page.getByRole('button', { name: '立即合成' }).click();
    const checkout = page.getByRole('dialog', { name: '开通会员' });
    await checkout.getByText('该主播为会员专享，开通会员后即可合成').waitFor();
  });
});
