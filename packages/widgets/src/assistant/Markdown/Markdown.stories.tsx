import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CHAT_ANSWER } from '../../testing/assistant/chat';
import { PATIENCE } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { Markdown } from './Markdown';

const meta = {
  title: 'Assistant/Markdown',
  component: Markdown,
  decorators: [withDubKit],
  args: { children: CHAT_ANSWER, copyLabel: '复制代码' },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', {}, PATIENCE)).toBeVisible();
    await expect(canvas.getByRole('strong')).toHaveTextContent('短视频配音');
    await expect(canvas.getByRole('button', { name: '复制代码' })).toBeVisible();
  },
};

/** Raw HTML, scripts, event handlers and javascript: links do nothing; links open a new tab without an opener. */
export const Unsafe: Story = {
  args: {
    children: [
      '<script>window.__pwned = true</script>',
      '',
      '<img src=x onerror="window.__pwned = true">',
      '',
      '[点我](javascript:window.__pwned=true) 和 [官网](https://dubkit.example)',
      '',
      '<b>粗体标签</b>',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const site = await canvas.findByRole('link', { name: '官网' }, PATIENCE);
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(site).toHaveAttribute('target', '_blank');
    const bad = canvasElement.querySelector('a:not([href^="https"])');
    await expect(bad?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    await expect(canvasElement.querySelector('script, img, b')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** Half-written: an open bold in the block being written renders as if closed. */
export const HalfWritten: Story = {
  args: { streaming: true, children: '开场白：\n\n正在写**重点内容' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('strong', {}, PATIENCE)).toHaveTextContent('重点内容');
    await expect(canvasElement.textContent).not.toContain('**');
  },
};

/** Half-written code: an open fence is already a code block with its copy button. */
export const HalfWrittenCode: Story = {
  args: { streaming: true, children: '示例：\n\n```ts\nconst voice = "温柔女声"' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '复制代码' }, PATIENCE)).toBeVisible();
    await expect(canvasElement.querySelector('pre code')).toHaveTextContent('const voice = "温柔女声"');
  },
};
