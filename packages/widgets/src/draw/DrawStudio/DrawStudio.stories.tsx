import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { drawServer, drawTasks } from '../../testing/draw/draw';
import { eventually, PATIENCE, TOOLS_STORY } from '../../testing/tools/stories';
import { withDubKit } from '../../testing/withDubKit';
import { DrawStudio } from './DrawStudio';

const server = drawServer({ tasks: drawTasks(3) });

const meta = {
  title: 'Draw/DrawStudio',
  component: DrawStudio,
  decorators: [withDubKit],
  args: { works: { loadDelayMs: 0, pollMs: 300 } },
  parameters: { dubkit: { ...TOOLS_STORY, setup: server.reset }, msw: { handlers: server.handlers } },
} satisfies Meta<typeof DrawStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '绘画设置' });
const works = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '我的作品' });

/** A new task from the form is at the top of my works at once, queued, and shows its pictures when done. */
export const Generate: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radio', { name: '水彩' }, PATIENCE);
    await eventually(() => expect(within(works(canvasElement)).getAllByRole('article')).toHaveLength(3));
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '画面描述' }), '清晨的雪山湖泊');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '水彩' }));
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '3张' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '生成' }));
    await eventually(() => expect(within(works(canvasElement)).getAllByRole('article')).toHaveLength(4));
    const top = within(works(canvasElement)).getAllByRole('article')[0] as HTMLElement;
    await expect(top).toHaveAccessibleName('清晨的雪山湖泊');
    await expect(top).toHaveTextContent('水彩');
    await eventually(() =>
      expect(within(works(canvasElement)).getAllByRole('article')[0]).toHaveAttribute('data-phase', 'done'),
    );
    await expect(
      within(within(works(canvasElement)).getAllByRole('article')[0] as HTMLElement).getAllByRole('img'),
    ).toHaveLength(3);
  },
};

/** Desktop: the form beside my works. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radio', { name: '水彩' }, PATIENCE);
    const left = form(canvasElement).getBoundingClientRect();
    const right = works(canvasElement).getBoundingClientRect();
    await expect(left.right).toBeLessThanOrEqual(right.left);
  },
};

/** A phone (390 px): the form above my works, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radio', { name: '水彩' }, PATIENCE);
    const top = form(canvasElement).getBoundingClientRect();
    const below = works(canvasElement).getBoundingClientRect();
    await expect(top.bottom).toBeLessThanOrEqual(below.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('button', { name: '生成' })).toBeVisible();
  },
};

const fresh = drawServer({ checksToFinish: Number.POSITIVE_INFINITY });

/**
 * A phone, a first drawing: 生成 brings the new task, still in progress, into view below the form; the list's
 * 没有更多了 is no answer to a submission.
 */
export const PhoneFirstDrawing: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { dubkit: { ...TOOLS_STORY, setup: fresh.reset }, msw: { handlers: fresh.handlers } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radio', { name: '水彩' }, PATIENCE);
    await eventually(() => expect(works(canvasElement)).toHaveTextContent('还没有作品，写下画面描述开始创作吧'));
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '画面描述' }), '清晨的雪山湖泊');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '生成' }));
    const task = await within(works(canvasElement)).findByRole('article', { name: '清晨的雪山湖泊' }, PATIENCE);
    await expect(task).toHaveAttribute('data-phase', 'processing');
    await eventually(() => {
      const box = task.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    const progress = within(task).getByRole('status');
    await expect(progress).toHaveTextContent(/排队中|生成中/);
    await expect(progress).toBeVisible();
    await expect(within(canvasElement).queryByText('没有更多了')).toBeNull();
  },
};
