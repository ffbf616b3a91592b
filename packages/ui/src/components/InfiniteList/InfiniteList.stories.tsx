import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { InfiniteList, type InfiniteListProps } from './InfiniteList';

const PAGE = 8;

const row = (n: number) => (
  <div key={n} style={{ padding: '10px 12px', borderBottom: '1px solid var(--dk-color-border)' }}>
    配音作品 {n}
  </div>
);

interface PagedProps extends Partial<InfiniteListProps> {
  first?: number;
  total?: number;
  delay?: number;
}

/** A list over a fake server of `total` works, PAGE per page, answering after `delay` ms. */
function Paged({ first = PAGE, total = 20, delay = 200, ...props }: PagedProps) {
  const [count, setCount] = useState(first);
  const [loading, setLoading] = useState(false);
  const loadMore = () => {
    props.onLoadMore?.();
    setLoading(true);
    setTimeout(() => {
      setCount((n) => Math.min(total, n + PAGE));
      setLoading(false);
    }, delay);
  };
  return (
    <InfiniteList
      height={240}
      aria-label="我的作品"
      {...props}
      onLoadMore={loadMore}
      loading={loading}
      hasMore={count < total}
    >
      {Array.from({ length: count }, (_, i) => row(i + 1))}
    </InfiniteList>
  );
}

const meta = {
  title: 'UI/InfiniteList',
  component: InfiniteList,
  args: { onLoadMore: fn(), loading: false, hasMore: true, 'aria-label': '我的作品', height: 240 },
} satisfies Meta<typeof InfiniteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsOnScroll: Story = {
  render: (args) => <Paged onLoadMore={args.onLoadMore} threshold={40} />,
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: '我的作品' });
    await expect(within(list).getAllByText(/^配音作品/)).toHaveLength(8);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getByRole('status')).toHaveTextContent('数据加载中...'));
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(list).getAllByText(/^配音作品/)).toHaveLength(16));
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getAllByText(/^配音作品/)).toHaveLength(20));
    await waitFor(() => expect(within(list).getByRole('status')).toHaveTextContent('没有更多了'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

export const FillsShortView: Story = {
  render: (args) => <Paged onLoadMore={args.onLoadMore} first={2} />,
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: '我的作品' });
    // Two rows do not reach the bottom, so it keeps loading until the box overflows or the data ends.
    await waitFor(() => expect(list.scrollHeight).toBeGreaterThan(list.clientHeight + 100));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: [row(1), row(2)] },
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: '我的作品' });
    await expect(within(list).getByRole('status')).toHaveTextContent('数据加载中...');
    await expect(list).toHaveAttribute('data-state', 'loading');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const EndOfList: Story = {
  args: { hasMore: false, children: [row(1), row(2), row(3)] },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('没有更多了');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { hasMore: false, children: [], empty: '暂无作品，快去配音吧' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('暂无作品，快去配音吧');
  },
};

export const PageScroll: Story = {
  args: { height: undefined, 'aria-label': undefined },
  render: (args) => (
    <Paged onLoadMore={args.onLoadMore} height={undefined} aria-label={undefined} threshold={0} first={30} total={40} />
  ),
  play: async ({ args, canvasElement }) => {
    // Without a height the list grows with the page and watches the viewport.
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    const status = within(canvasElement).getByRole('status');
    status.scrollIntoView();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    window.scrollTo(0, 0);
  },
};
