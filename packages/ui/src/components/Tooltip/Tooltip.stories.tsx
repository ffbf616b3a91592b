import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, type ButtonProps } from '../Button';
import { Dialog } from '../Dialog';
import { Popover } from '../Popover';
import { Tooltip } from './Tooltip';
import { TooltipGroup } from './TooltipGroup';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: '在光标处插入停顿',
    children: <Button variant="secondary">停顿</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 8px 8px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoverShowsAfterOneSecond: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '停顿' });
    const started = performance.now();
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(tooltip).toHaveTextContent('在光标处插入停顿');
    await expect(trigger).toHaveAccessibleDescription('在光标处插入停顿');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const tooltip = await screen.findByRole('tooltip');
    const trigger = within(canvasElement).getByRole('button', { name: '停顿' });
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '停顿' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Keyboard focus shows it at once, without the hover delay.
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toHaveTextContent('在光标处插入停顿');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await screen.findByRole('tooltip', {}, { timeout: 300 });
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const SwapBetweenNeighbours: Story = {
  render: () => (
    <TooltipGroup>
      <div style={{ display: 'flex', gap: 8 }}>
        <Tooltip content="插入停顿">
          <Button variant="secondary">停顿</Button>
        </Tooltip>
        <Tooltip content="设置多音字读音">
          <Button variant="secondary">多音字</Button>
        </Tooltip>
        <Tooltip content="设置数字读法">
          <Button variant="secondary">数字</Button>
        </Tooltip>
      </div>
    </TooltipGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: '停顿' }));
    await screen.findByRole('tooltip', { name: '插入停顿' }, { timeout: 2000 });
    await userEvent.unhover(canvas.getByRole('button', { name: '停顿' }));
    const started = performance.now();
    await userEvent.hover(canvas.getByRole('button', { name: '多音字' }));
    await screen.findByRole('tooltip', { name: '设置多音字读音' }, { timeout: 900 });
    const swap = performance.now() - started;
    await expect(swap).toBeGreaterThanOrEqual(240);
    await expect(swap).toBeLessThan(900);
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    await userEvent.unhover(canvas.getByRole('button', { name: '多音字' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const CustomDelay: Story = {
  args: { delay: 1500, content: '情绪风格' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '停顿' });
    // Let any tooltip from a previous story cool down so this one starts cold.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await screen.findByRole('tooltip', {}, { timeout: 1500 });
  },
};

export const PressHides: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '停顿' });
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Focus from the click is not keyboard focus, so the tooltip stays hidden.
    await expect(trigger).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const EscapeInsideDialog: Story = {
  render: (args) => (
    <Dialog title="插入停顿" defaultOpen>
      <Tooltip {...args} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '插入停顿' });
    const trigger = within(dialog).getByRole('button', { name: '停顿' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip', {}, { timeout: 300 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
  },
};

/** A button with a tooltip that can also be another overlay's trigger (its props reach the button). */
function PauseButton(props: ButtonProps) {
  return (
    <Tooltip content="在光标处插入停顿">
      <Button variant="secondary" {...props}>
        停顿
      </Button>
    </Tooltip>
  );
}

export const FocusReturnedAfterPopover: Story = {
  render: () => (
    <Popover trigger={<PauseButton />} title="插入停顿">
      <Button>0.5秒</Button>
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '停顿' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: '插入停顿' });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The popover hands focus back on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus());
    // Focus handed back after a mouse user closed the popover is not keyboard focus: no tooltip.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A keyboard user closing it with Escape lands on the trigger and hears what it does.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '插入停顿' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toHaveTextContent('在光标处插入停顿');
  },
};

function ToolbarWithRemovableTool() {
  const [pauseShown, setPauseShown] = useState(true);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button variant="secondary" onClick={() => setPauseShown(false)}>
        收起停顿
      </Button>
      {pauseShown && <PauseButton />}
      <Tooltip content="撤销上一步">
        <Button variant="secondary">撤销</Button>
      </Tooltip>
    </div>
  );
}

export const KeyboardFocusAfterAnotherTooltipUnmounts: Story = {
  render: () => <ToolbarWithRemovableTool />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '收起停顿' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: '停顿' })).not.toBeInTheDocument());
    // One tooltip going away must not stop the page telling keyboard focus from pointer focus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '撤销' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toHaveTextContent('撤销上一步');
  },
};

/** On a phone (no hovering pointer) a hover hint never shows; keyboard focus still shows it. */
export const NoHoverHintWithoutAHoveringPointer: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('hover')
        ? ({ ...original('(min-width: 1px)'), matches: false } as MediaQueryList)
        : original(query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '停顿' });
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.unhover(trigger);
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toHaveTextContent('在光标处插入停顿');
  },
};
