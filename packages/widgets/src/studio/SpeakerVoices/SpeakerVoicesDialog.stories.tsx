import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import { catalogueHandlers } from '../../testing/studio/handlers';
import { eventually, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { useStudioMessages } from '../copy';
import { SpeakerVoicesDialog, type SpeakerVoicesDialogProps } from './SpeakerVoicesDialog';

/** The dialog with the studio's copy, as the studio shows it. */
function SpeakerVoicesDialogHost(props: Omit<SpeakerVoicesDialogProps, 'messages'>) {
  return <SpeakerVoicesDialog {...props} messages={useStudioMessages()} />;
}

const meta = {
  title: 'Studio/SpeakerVoicesDialog',
  component: SpeakerVoicesDialogHost,
  decorators: [withDubKit],
  args: { speakers: ['张三', '李四', 'SPEAKER_01'], onConfirm: fn(), onCancel: fn() },
  parameters: { msw: { handlers: catalogueHandlers() }, dubkit: STUDIO_STORY },
} satisfies Meta<typeof SpeakerVoicesDialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '字幕说话人' }, PATIENCE);

/** Every speaker starts on the script's voice; 导入 with none chosen sends no voices. */
export const MainVoiceForAll: Story = {
  play: async ({ args }) => {
    const speakers = within(await dialog());
    await expect(speakers.getAllByRole('listitem')).toHaveLength(3);
    await expect(speakers.getAllByText('主音色')).toHaveLength(3);
    await userEvent.click(speakers.getByRole('button', { name: '导入' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({});
  },
};

/** A voice for one speaker through the multi-voice picker, then back to the script's voice for another. */
export const VoiceChosen: Story = {
  play: async ({ args }) => {
    let speakers = within(await dialog());
    await userEvent.click(speakers.getByRole('button', { name: '为李四选择音色' }));
    const picker = await screen.findByRole('dialog', { name: '多主播配音' }, PATIENCE);
    await userEvent.click(await within(picker).findByRole('radio', { name: '晓萱 高级主播' }, PATIENCE));
    await screen.findByRole('region', { name: '晓萱的配音设置' }, PATIENCE);
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    speakers = within(await dialog());
    await eventually(() => expect(speakers.getByText(/^晓萱/)).toBeVisible());
    await expect(speakers.getByRole('button', { name: '李四使用主音色' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(speakers.getByRole('button', { name: '导入' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ 李四: expect.objectContaining({ anchorName: '晓萱' }) });
  },
};

/** 取消 imports nothing. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const speakers = within(await dialog());
    await userEvent.click(speakers.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A small phone: each speaker's row wraps its buttons under the name, within 360 px. */
export const SmallPhone: Story = {
  args: { speakers: ['一位名字很长很长的说话人', '李四'] },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async () => {
    const speakers = await dialog();
    await expect(speakers.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(speakers.scrollWidth).toBeLessThanOrEqual(speakers.clientWidth);
    await expect(within(speakers).getByRole('button', { name: '导入' })).toBeVisible();
  },
};
