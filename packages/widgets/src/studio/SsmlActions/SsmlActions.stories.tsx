import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import { findToast } from '../../testing/reply';
import { eventually, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { studioServer } from '../../testing/studio/studioServer';
import { catchDownloads } from '../../testing/tools/stories';
import { DubbingStudio } from '../DubbingStudio/DubbingStudio';

const { handlers } = studioServer();

/** The SSML menu of the creation page, beside 导入字幕: export as W3C or Azure SSML, and import SSML. */
const meta = {
  title: 'Studio/DubbingStudio/SSML',
  component: DubbingStudio,
  decorators: [withDubKit],
  args: {
    query: { anchorType: 0, anchorId: 12, templateId: 121, roleId: null, workId: 0 },
    onQueryChange: fn(),
    autoSaveDelayMs: 60_000,
  },
  parameters: { msw: { handlers }, dubkit: STUDIO_STORY },
} satisfies Meta<typeof DubbingStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

const script = () => screen.getByRole('textbox', { name: '配音文案' });

/** Types into the script once the anchor has loaded, as a creator does. */
async function write(text: string) {
  const card = await screen.findByRole('complementary', { name: '当前主播' }, PATIENCE);
  await eventually(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  await userEvent.click(script());
  await userEvent.keyboard(text);
  await eventually(() => expect(script()).toHaveTextContent(text));
}

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'SSML' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** The import dialog with `ssml` pasted into it, then 导入. */
async function paste(ssml: string) {
  await choose('导入 SSML');
  const dialog = within(await screen.findByRole('dialog', { name: '导入 SSML' }));
  await userEvent.click(dialog.getByRole('textbox', { name: 'SSML 内容' }));
  await userEvent.paste(ssml);
  await userEvent.click(dialog.getByRole('button', { name: '导入' }));
  return dialog;
}

/** 导出 SSML: a .ssml file named after the work, W3C without vendor markup, Azure with it. */
export const ExportSsml: Story = {
  play: async () => {
    await write('你好，世界。');
    await userEvent.type(screen.getByRole('textbox', { name: '作品标题' }), '早间新闻');
    const caught = catchDownloads();
    try {
      await choose('导出 SSML（W3C 标准）');
      // The work's template (开心) has no W3C element: the toast says so.
      await findToast('SSML 已导出，该格式无法表达：风格 1 处');
      await choose('导出 SSML（Azure）');
      await eventually(() => expect(caught.downloads).toHaveLength(2));
      const [w3c, azure] = caught.downloads as [{ name: string; href: string }, { name: string; href: string }];
      await expect(w3c.name).toBe('早间新闻.ssml');
      await expect(azure.name).toBe('早间新闻（Azure）.ssml');
      const w3cFile = await fetch(w3c.href).then((response) => response.blob());
      await expect(w3cFile.type).toMatch(/^application\/ssml\+xml/);
      const w3cText = await w3cFile.text();
      await expect(w3cText).toMatch(/^<speak version="1\.1" xmlns="http:\/\/www\.w3\.org\/2001\/10\/synthesis"/);
      await expect(w3cText).toContain('你好，<break time="200ms"/>世界。');
      await expect(w3cText).not.toContain('mstts');
      const azureText = await fetch(azure.href).then((response) => response.text());
      await expect(azureText).toContain('<mstts:express-as style="开心"');
    } finally {
      caught.restore();
    }
  },
};

/** 导入 SSML pasted: a voice not in the library is a notice to confirm, then the script is the SSML's. */
export const ImportPastedSsml: Story = {
  play: async () => {
    await write('原来的文案');
    const dialog = await paste(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN"><voice name="zh-CN-YunjianNeural">大家好<break time="500ms"/>欢迎收听</voice><voice name="zh-CN-XiaoxiaoNeural">我是晓晓</voice></speak>',
    );
    await expect(await dialog.findByRole('status', {}, PATIENCE)).toHaveTextContent(
      '主播“zh-CN-XiaoxiaoNeural”不在主播库中',
    );
    await expect(script()).toHaveTextContent('原来的文案');
    await userEvent.click(dialog.getByRole('button', { name: '确认导入' }));
    await findToast('SSML 已导入');
    await eventually(() => expect(script()).toHaveTextContent(/大家好.*欢迎收听.*我是晓晓/));
    await expect(script()).not.toHaveTextContent('原来的文案');
    await expect(screen.queryByRole('dialog', { name: '导入 SSML' })).toBeNull();
  },
};

/** An unknown tag: named with its place, and the script stays as it was. */
export const ImportRefusesUnknownTag: Story = {
  play: async () => {
    await write('原来的文案');
    const dialog = await paste('<speak>\n<voice name="a">很<emphasis level="strong">重要</emphasis></voice></speak>');
    await expect(await dialog.findByRole('alert', {}, PATIENCE)).toHaveTextContent(
      '不支持的标签 <emphasis>（配音工坊没有重读标记，请删除后用局部调节）（第 2 行第 18 列）',
    );
    await expect(dialog.getByRole('button', { name: '导入' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(script()).toHaveTextContent('原来的文案');
  },
};

/** An .ssml file: read into the dialog, checked, and in when nothing needs confirming. */
export const ImportSsmlFile: Story = {
  play: async () => {
    await write('原来的文案');
    await choose('导入 SSML');
    const dialog = within(await screen.findByRole('dialog', { name: '导入 SSML' }));
    const file = new File(['<speak>从文件<break time="1s"/>导入</speak>'], 'script.ssml', {
      type: 'application/ssml+xml',
    });
    await userEvent.upload(dialog.getByLabelText('上传文件', { selector: 'input' }), file);
    await findToast('SSML 已导入');
    await eventually(() => expect(script()).toHaveTextContent(/从文件.*导入/));
  },
};
