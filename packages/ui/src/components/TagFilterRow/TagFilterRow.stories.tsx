import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagFilterRow } from './TagFilterRow';

const sexTags = [
  { value: 0, label: '全部' },
  { value: 1, label: '男声' },
  { value: 2, label: '女声' },
  { value: 3, label: '童声' },
];

const sceneTags = [
  '全部',
  '新闻资讯',
  '广告促销',
  '有声读物',
  '短视频',
  '纪录片',
  '教育培训',
  '客服语音',
  '影视解说',
  '情感电台',
  '游戏动漫',
  '企业宣传',
].map((label, value) => ({ value, label }));

const meta = {
  title: 'UI/TagFilterRow',
  component: TagFilterRow,
  args: { label: '性别', options: sexTags, defaultValue: 0, onChange: fn() },
} satisfies Meta<typeof TagFilterRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '性别' });
    await expect(within(group).getByRole('radio', { name: '全部' })).toBeChecked();
    await userEvent.click(canvas.getByText('女声'));
    await expect(within(group).getByRole('radio', { name: '女声' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '女声' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '男声' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const ManyTags: Story = {
  args: { label: '场景', options: sceneTags, defaultValue: 4 },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <TagFilterRow {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '短视频' })).toBeChecked();
  },
};

export const FilterPanel: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TagFilterRow
        label="排序"
        options={[
          { value: 0, label: '综合推荐' },
          { value: 1, label: '最新上架' },
          { value: 2, label: '最受欢迎' },
        ]}
        defaultValue={0}
      />
      <TagFilterRow {...args} />
      <TagFilterRow
        label="等级"
        options={[
          { value: 0, label: '全部' },
          { value: 2, label: '高级' },
          { value: 3, label: '情感' },
        ]}
        defaultValue={0}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3);
    await userEvent.click(canvas.getByText('情感'));
    await expect(
      within(canvas.getByRole('radiogroup', { name: '等级' })).getByRole('radio', { name: '情感' }),
    ).toBeChecked();
    await expect(
      within(canvas.getByRole('radiogroup', { name: '性别' })).getByRole('radio', { name: '全部' }),
    ).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 1 },
  play: async ({ args, canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: '女声' });
    await expect(radio).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('女声'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
