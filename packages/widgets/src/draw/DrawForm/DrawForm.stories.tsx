import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { drawServer } from '../../testing/draw/draw';
import { expectCharacterLimit } from '../../testing/fields';
import { dropFiles, eventually, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { pngFile } from '../../testing/tools/toolsMedia';
import { withDubKit } from '../../testing/withDubKit';
import { DrawForm, DrawFormView } from './DrawForm';
import { useDrawForm } from './useDrawForm';

const MB = 1024 * 1024;
const server = drawServer();

const meta = {
  title: 'Draw/DrawForm',
  component: DrawForm,
  decorators: [withDubKit],
  args: { onCreated: fn() },
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof DrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '绘画设置' });
const prompt = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: '画面描述' });
const generate = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '生成' });
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const zone = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /点击选择或拖拽图片到此处|松开即可添加图片/ });
/** The options have loaded: the style cards are there. */
const ready = (canvasElement: HTMLElement) => within(canvasElement).findByRole('radio', { name: '国风水墨' }, PATIENCE);

/** The outline drawn on a size's card (hidden from assistive technology, which reads the ratio). */
const outline = (root: HTMLElement, name: RegExp) => {
  const shape = within(root).getByRole('radio', { name }).closest('label')?.querySelector('[data-size]');
  return (shape as HTMLElement).getBoundingClientRect();
};

/** Empty: the first style and 1:1 chosen, one picture, no reference image, the counter at 0/500. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await ready(canvasElement)).toBeChecked();
    const root = form(canvasElement);
    await expect(within(root).getAllByRole('radio', { name: /./ }).length).toBeGreaterThan(8);
    await expect(within(root).getByRole('radio', { name: /1:1/ })).toBeChecked();
    await expect(within(root).getByRole('radio', { name: /9:16 720\*1280/ })).not.toBeChecked();
    await expect(within(root).getByRole('radio', { name: /16:9 1280\*720/ })).not.toBeChecked();
    // Each size's outline has the size's own proportions.
    const portrait = outline(root, /9:16/);
    const landscape = outline(root, /16:9/);
    const square = outline(root, /1:1/);
    await expect(portrait.height).toBeGreaterThan(portrait.width * 1.5);
    await expect(landscape.width).toBeGreaterThan(landscape.height * 1.5);
    await expect(square.width).toBe(square.height);
    await expect(within(root).getByRole('radio', { name: '1张' })).toBeChecked();
    await expect(root).toHaveTextContent('0/500');
    await expect(zone(canvasElement)).toHaveAccessibleDescription(/支持 png\/jpeg 格式，大小不超过5M/);
    await expect(within(root).queryByRole('slider')).toBeNull();
    await expect(generate(canvasElement)).toBeEnabled();
  },
};

/** 生成 with no description: the spec's 请输入画面描述词 under the field; nothing is sent. */
export const EmptyPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    await userEvent.click(generate(canvasElement));
    await expect(prompt(canvasElement)).toHaveAccessibleDescription(/请输入画面描述词/);
    await expect(prompt(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(server.calls.added).toHaveLength(0);
    await expect(args.onCreated).not.toHaveBeenCalled();
    // Typing clears the refusal.
    await userEvent.type(prompt(canvasElement), '雪');
    await expect(prompt(canvasElement)).not.toHaveAccessibleDescription(/请输入画面描述词/);
  },
};

/** Only spaces count as no description. */
export const BlankPrompt: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.type(prompt(canvasElement), '   ');
    await userEvent.click(generate(canvasElement));
    await expect(prompt(canvasElement)).toHaveAccessibleDescription(/请输入画面描述词/);
    await expect(server.calls.added).toHaveLength(0);
  },
};

/** Over 500 characters: the field keeps 500 (the counter says so); the server refuses longer with 画面描述词不能超过500个字符. */
export const PromptTooLong: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const field = prompt(canvasElement);
    await expectCharacterLimit(field, 500);
    await userEvent.click(field);
    await userEvent.paste('画'.repeat(600));
    await expect(field).toHaveValue('画'.repeat(500));
    await expect(form(canvasElement)).toHaveTextContent('500/500');
  },
};

/** A prompt made too long outside the field (a partner's preset) is refused with the spec's message. */
function TooLongHost() {
  const state = useDrawForm();
  return (
    <DrawFormView
      {...state}
      prompt={'画'.repeat(501)}
      refusal={{ field: 'prompt', message: '画面描述词不能超过500个字符' }}
    />
  );
}

export const PromptTooLongRefused: Story = {
  render: () => <TooLongHost />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(prompt(canvasElement)).toHaveAccessibleDescription(/画面描述词不能超过500个字符/);
  },
};

/** Styles, ratios and counts by keyboard: arrows move within each group. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    await userEvent.click(prompt(canvasElement));
    await userEvent.keyboard('水墨山水');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: '国风水墨' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(canvasElement).getByRole('radio', { name: '油画' })).toBeChecked();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: /1:1/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('radio', { name: /9:16/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(canvasElement).getByRole('radio', { name: '4张' })).toBeChecked();
    await userEvent.tab();
    await expect(zone(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(generate(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await eventually(() =>
      expect(server.calls.added).toEqual([{ styleId: 3, prompt: '水墨山水', size: '720*1280', count: 4 }]),
    );
    await eventually(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
  },
};

/** Generate without a reference image: the task comes back at once to the caller. */
export const Generated: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement);
    await userEvent.type(prompt(canvasElement), '一只戴着围巾的橘猫坐在窗台上看雪');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '动漫' }));
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /16:9/ }));
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '2张' }));
    await userEvent.click(generate(canvasElement));
    await eventually(() =>
      expect(server.calls.added).toEqual([
        { styleId: 4, prompt: '一只戴着围巾的橘猫坐在窗台上看雪', size: '1280*720', count: 2 },
      ]),
    );
    await eventually(() =>
      expect(args.onCreated).toHaveBeenCalledWith(
        expect.objectContaining({ paramPrompt: '一只戴着围巾的橘猫坐在窗台上看雪', taskStatus: 0, paramNum: 2 }),
      ),
    );
  },
};

const slowUpload = drawServer({ uploadDelay: 'infinite' });

/** A reference image on its way: its preview, the upload's progress; 生成 waits for it. */
export const RefUploading: Story = {
  parameters: { dubkit: { setup: slowUpload.reset }, msw: { handlers: slowUpload.handlers } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile('参考图.png'), { applyAccept: false });
    await expect(await within(canvasElement).findByRole('img', { name: '参考图：参考图.png' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('progressbar', { name: '参考图上传中' })).toBeVisible();
    await expect(form(canvasElement)).toHaveAttribute('data-ref', 'uploading');
    await expect(generate(canvasElement)).toBeDisabled();
    await eventually(() => expect(slowUpload.calls.policies).toEqual(['参考图.png']));
    await eventually(() => expect(slowUpload.calls.uploads).toEqual(['draw/2026/11/参考图.png']));
  },
};

/** Uploaded: mode 参考画面 by default, strength 50; the task is sent with the image, refonly and 0.5; removable. */
export const RefUploaded: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    dropFiles(zone(canvasElement), [pngFile('构图.jpg', 'image/jpeg')]);
    const slider = await within(canvasElement).findByRole('slider', { name: '参考强度' }, PATIENCE);
    await expect(slider).toHaveValue('50');
    await expect(within(canvasElement).getByRole('radio', { name: '参考画面' })).toBeChecked();
    await expect(within(canvasElement).getByRole('img', { name: '参考图：构图.jpg' })).toBeVisible();
    await userEvent.type(prompt(canvasElement), '同样构图的夜景');
    await userEvent.click(generate(canvasElement));
    await eventually(() =>
      expect(server.calls.added).toEqual([
        expect.objectContaining({
          refImage: 'https://oss.story.dubkit.test/draw/draw/2026/11/构图.jpg',
          refMode: 'refonly',
          refStrength: 0.5,
        }),
      ]),
    );
    // 参考内容 and strength 80 by keyboard.
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '参考内容' }));
    slider.focus();
    await userEvent.keyboard('{ArrowRight}'.repeat(30));
    await expect(slider).toHaveValue('80');
    await userEvent.click(generate(canvasElement));
    await eventually(() =>
      expect(server.calls.added[1]).toEqual(expect.objectContaining({ refMode: 'repaint', refStrength: 0.8 })),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: '移除参考图' }));
    await expect(within(canvasElement).queryByRole('slider')).toBeNull();
    await expect(zone(canvasElement)).toBeVisible();
    await userEvent.click(generate(canvasElement));
    await eventually(() => expect(server.calls.added[2]).not.toHaveProperty('refImage'));
  },
};

/** A gif is refused with the spec's type message, and nothing is uploaded. */
export const RefWrongType: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    dropFiles(zone(canvasElement), [new File(['GIF89a'], '动图.gif', { type: 'image/gif' })]);
    await eventually(() =>
      expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('图片格式仅支持 png/jpeg'),
    );
    await expect(zone(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(server.calls.policies).toHaveLength(0);
  },
};

/** 5 MB or more is refused with 图片文件大小不超过5M. */
export const RefTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile('大图.png', 'image/png', 5 * MB), { applyAccept: false });
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('图片文件大小不超过5M');
    await expect(server.calls.policies).toHaveLength(0);
  },
};

const optionsDown = drawServer({ optionsFailure: '绘画服务维护中' });

/** The options did not load: the reason and a retry. */
export const OptionsFailed: Story = {
  parameters: { dubkit: { setup: optionsDown.reset }, msw: { handlers: optionsDown.handlers } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('绘画选项加载失败：绘画服务维护中', undefined, PATIENCE),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeEnabled();
    await expect(generate(canvasElement)).toBeDisabled();
  },
};

/** A phone (390 px): the cards wrap, everything stays reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(generate(canvasElement)).toBeVisible();
    await expect(form(canvasElement).scrollWidth).toBeLessThanOrEqual(form(canvasElement).clientWidth + 1);
  },
};
