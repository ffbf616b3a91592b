import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { Anchor } from '../Overlay/useAnchoredPosition';
import { Popover, type PopoverProps } from './Popover';

const pinyinForm: PopoverProps['children'] = (close) => (
  <div style={{ display: 'grid', gap: 8 }}>
    <label>
      自定义拼音 <input name="pinyin" maxLength={7} />
    </label>
    <div style={{ display: 'flex', gap: 8 }}>
      <Button size="sm" onClick={close}>
        确定
      </Button>
      <Button size="sm" variant="ghost" onClick={close}>
        移除
      </Button>
    </div>
  </div>
);

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    title: '设置发音',
    trigger: <Button variant="secondary">行</Button>,
    onOpenChange: fn(),
    children: pinyinForm,
  },
  render: (args) => (
    <div style={{ padding: '8px 8px 160px' }}>
      <Popover {...args} />
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '行' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: '设置发音' });
    await expect(trigger).toHaveAttribute('aria-controls', popover.id);
    await waitFor(() => expect(within(popover).getByRole('textbox', { name: '自定义拼音' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const popover = await screen.findByRole('dialog', { name: '设置发音' });
    const trigger = within(canvasElement).getByRole('button', { name: '行' });
    // Placed below the trigger by default.
    await waitFor(() =>
      expect(popover.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom),
    );
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
  },
};

export const KeyboardAndFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '行' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog');
    const input = within(popover).getByRole('textbox');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: '移除' })).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '行' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog');
    await userEvent.click(within(popover).getByRole('textbox'));
    await expect(popover).toBeInTheDocument();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A second click on the trigger toggles it closed again.
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const TextOnly: Story = {
  args: {
    title: undefined,
    'aria-label': '提示',
    defaultOpen: true,
  },
  render: (args) => (
    <div style={{ padding: '8px 8px 160px' }}>
      <Popover {...args}>需要将光标移动至停顿位置</Popover>
    </div>
  ),
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: '提示' });
    // Nothing inside can take focus, so the panel itself does and Escape still works.
    await waitFor(() => expect(popover).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function VirtualAnchorDemo(args: Story['args']) {
  const word = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const markWord = () => {
    const range = document.createRange();
    if (word.current) range.selectNodeContents(word.current);
    setAnchor({
      getBoundingClientRect: () => range.getBoundingClientRect(),
      contextElement: word.current ?? undefined,
    });
  };
  return (
    <div style={{ padding: '8px 8px 160px' }}>
      <p style={{ marginBottom: 12 }}>
        今天去<span ref={word}>银行</span>办理业务。
      </p>
      <Button size="sm" variant="secondary" onClick={markWord}>
        设置“银行”的发音
      </Button>
      <Popover
        {...args}
        trigger={undefined}
        anchor={anchor}
        open={anchor !== null}
        onOpenChange={(open) => {
          if (!open) setAnchor(null);
        }}
      />
    </div>
  );
}

export const VirtualAnchor: Story = {
  render: (args) => <VirtualAnchorDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '设置“银行”的发音' });
    await userEvent.click(button);
    const popover = await screen.findByRole('dialog', { name: '设置发音' });
    const word = canvas.getByText('银行');
    await waitFor(() => {
      const rect = popover.getBoundingClientRect();
      const target = word.getBoundingClientRect();
      expect(rect.top).toBeGreaterThanOrEqual(target.bottom);
      expect(rect.top - target.bottom).toBeLessThan(20);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const InsideDialog: Story = {
  render: (args) => (
    <Dialog title="编辑文案" trigger={<Button>打开编辑器</Button>}>
      <Popover {...args} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开编辑器' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑文案' });
    await userEvent.click(within(dialog).getByRole('button', { name: '行' }));
    const popover = await screen.findByRole('dialog', { name: '设置发音' });
    // Focus may move into the popover although it is portalled outside the dialog's focus trap.
    await waitFor(() => expect(within(popover).getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '行' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const longList: PopoverProps['children'] = (close) => (
  <div style={{ display: 'grid', gap: 8 }}>
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {Array.from({ length: 40 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of filler lines
        <li key={index}>背景音乐 {index + 1}</li>
      ))}
    </ul>
    <Button size="sm" onClick={close}>
      确定
    </Button>
  </div>
);

/** Taller than the room on either side of its trigger: it keeps to the screen and scrolls inside. */
export const TallerThanTheScreen: Story = {
  args: { title: '背景音乐', children: longList },
  render: (args) => (
    <div style={{ padding: '40vh 8px 8px' }}>
      <Popover {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '行' }));
    const popover = await screen.findByRole('dialog', { name: '背景音乐' });
    await waitFor(() => {
      const rect = popover.getBoundingClientRect();
      expect(rect.top).toBeGreaterThanOrEqual(0);
      expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await expect(popover.scrollHeight).toBeGreaterThan(popover.clientHeight);
    // Focus lands on the button at the end, inside the panel's own scroll; Escape still closes it.
    await waitFor(() => expect(within(popover).getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** On a phone, a tall panel asked to be a sheet opens along the bottom edge, the full width, over a dimmed page. */
export const SheetOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { title: '背景音乐', children: longList, sheetOnPhone: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '行' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: '背景音乐' });
    await expect(popover).toHaveAttribute('data-presentation', 'sheet');
    const rect = popover.getBoundingClientRect();
    await expect(Math.round(rect.bottom)).toBe(window.innerHeight);
    await expect(Math.round(rect.width)).toBe(document.documentElement.clientWidth);
    await expect(rect.top).toBeGreaterThan(0);
    // Focus moves into the sheet; Escape closes it and returns focus to the trigger.
    await waitFor(() => expect(within(popover).getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // A press on the dimmed page closes it too.
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: '背景音乐' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
