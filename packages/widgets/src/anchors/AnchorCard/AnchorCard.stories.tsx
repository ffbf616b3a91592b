import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import { anchors, customListItem } from '../../testing/anchors/fixtures';
import { catalogueHandlers } from '../../testing/anchors/handlers';
import { CONTRACT_STORY, STORY_USER, shown } from '../../testing/reply';
import { AnchorCard } from './AnchorCard';

const [first, second, third] = anchors;
if (!first || !second || !third) throw new Error('The story fixtures need three anchors.');

const meta = {
  title: 'Widgets/Library/AnchorCard',
  component: AnchorCard,
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', width: 280, margin: 0, padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
    withDubKit,
  ],
  args: { anchor: second, onOpen: fn(), onFavoriteChange: fn() },
  parameters: { msw: { handlers: catalogueHandlers() }, dubkit: CONTRACT_STORY },
} satisfies Meta<typeof AnchorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Emotion: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await shown(card.getByRole('heading', { name: /云健/ }));
    await shown(card.getByText('推荐'));
    await shown(card.getByText('多情感'));
    await shown(card.getByText('情感'));
    await shown(card.getByText('4种风格 · 2个角色'));
    await shown(card.getByText('纪录片'));
    // Members only: the card says so, and what unlocks it.
    const membersOnly = canvasElement.querySelector<HTMLElement>('[data-members-only]');
    await expect(membersOnly).toHaveTextContent('会员专享（开通会员后可用此主播合成）');
    await shown(membersOnly as HTMLElement);
    // The open button covers the card: a click on the intro lands on it.
    const open = card.getByRole('button', { name: '云健' });
    const intro = card.getByText('清澈明亮，适合有声读物').getBoundingClientRect();
    await expect(document.elementFromPoint(intro.x + intro.width / 2, intro.y + intro.height / 2)).toBe(open);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(second);
  },
};

export const Hot: Story = {
  args: { anchor: first },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await shown(card.getByText('热门'));
    await shown(card.getByText('高级'));
    await expect(card.getByRole('button', { name: '收藏晓萱' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-members-only]')).toBeNull();
  },
};

export const Ordinary: Story = {
  args: { anchor: third },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await shown(card.getByText('最新'));
    await expect(card.queryByText('高级')).not.toBeInTheDocument();
    await shown(card.getByText('1种风格'));
  },
};

export const Custom: Story = {
  args: { anchor: customListItem },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await shown(card.getByText('我的定制'));
    await shown(card.getByText('温柔旁白，语速稍慢'));
    await expect(card.queryByRole('button', { name: /^收藏/ })).not.toBeInTheDocument();
    await shown(card.getByRole('button', { name: '试听我的旁白' }));
  },
};

export const FavouriteAsVisitor: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: '收藏云健' }));
    const login = await screen.findByRole('dialog', { name: '登录' });
    await expect(args.onFavoriteChange).not.toHaveBeenCalled();
    await userEvent.click(within(login).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onFavoriteChange).toHaveBeenCalledWith(true));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const KeyboardOpen: Story = {
  parameters: { dubkit: { user: STORY_USER } },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.tab();
    await expect(card.getByRole('button', { name: '云健' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(card.getByRole('button', { name: '试听云健' })).toHaveFocus();
    await userEvent.tab();
    await expect(card.getByRole('button', { name: '收藏云健' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onFavoriteChange).toHaveBeenCalledWith(true));
  },
};
