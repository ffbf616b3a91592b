import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';

const reviews = [
  ['李老师', '做课件配音省了好多时间，声音很自然。'],
  ['阿杰', '多音字可以单独设置读音，这个太实用了。'],
  ['小雨', '短视频旁白一键合成，效率翻倍。'],
  ['王经理', '企业宣传片用了好几个主播，效果很专业。'],
  ['陈同学', '试听很快，改完马上能听到。'],
  ['周女士', '客服回复及时，会员很划算。'],
  ['老张', '有声书配音终于不用自己录了。'],
];

const cards = reviews.map(([name, text]) => (
  <figure key={name} style={{ margin: 0, padding: 16, border: '1px solid var(--dk-color-border)', borderRadius: 8 }}>
    <blockquote style={{ margin: 0 }}>{text}</blockquote>
    <figcaption style={{ marginTop: 8, color: 'var(--dk-color-text-secondary)' }}>— {name}</figcaption>
  </figure>
));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: '用户评价', perSlide: 3, interval: 1000, children: cards },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const dot = (canvasElement: HTMLElement, page: number) =>
  within(canvasElement).getByRole('button', { name: `第 ${page} 页，共 3 页` });

export const Autoplay: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: '用户评价' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), { timeout: 2500 });
    // Hidden slides are inert: their content cannot be focused or read.
    const slides = within(canvasElement).getAllByRole('group', { hidden: true });
    await expect(slides[1]).not.toHaveAttribute('inert');
    await expect(slides[0]).toHaveAttribute('inert');
  },
};

export const SlowAutoplay: Story = {
  args: { interval: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '暂停轮播' })).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('region'));
    await expect(canvas.getByRole('region')).toHaveAttribute('data-playing', 'true');
    // While rotating, the slides are not a live region, so autoplay does not talk over the user.
    await expect(canvas.getByRole('region').querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  },
};

export const PauseOnHover: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: '用户评价' });
    await userEvent.hover(carousel);
    await expect(carousel).not.toHaveAttribute('data-playing');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await userEvent.unhover(carousel);
    await waitFor(() => expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), { timeout: 2500 });
  },
};

export const PauseOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole('region', { name: '用户评价' });
    await userEvent.tab();
    await expect(within(carousel).getByRole('button', { name: '暂停轮播' })).toHaveFocus();
    await expect(carousel).not.toHaveAttribute('data-playing');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
  },
};

export const PausedByButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '暂停轮播' }));
    await expect(canvas.getByRole('button', { name: '开始轮播' })).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('region'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
  },
};

export const KeyboardNavigation: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '暂停轮播' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dot(canvasElement, 3)).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: '第 3 页，共 3 页' })).toHaveTextContent(
      '有声书配音终于不用自己录了。',
    );
    await userEvent.click(dot(canvasElement, 2));
    await expect(dot(canvasElement, 2)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(dot(canvasElement, 3)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
  },
};

export const OnePerSlide: Story = {
  args: { perSlide: 1, autoplay: false, children: cards.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { hidden: true })).toHaveLength(3);
    await expect(dot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
  },
};

export const SinglePage: Story = {
  args: { children: cards.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('region')).not.toHaveAttribute('data-playing');
  },
};
