import { createDocument, documentFromText } from '@dubkit/sdk-core/markup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExampleStudio, PROSODY } from './ExampleStudio';
import { placeCursor, scriptLines, select } from './play';

const TEXT = '银行行长说，今天的NBA决赛不知道能否在2026年举行。';

const meta = {
  title: 'Editor/Refusals',
  component: ExampleStudio,
  args: { document: documentFromText(TEXT), onAudition: fn() },
} satisfies Meta<typeof ExampleStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each refusal: the action is marked disabled, and using it shows the spec's text and changes nothing. */
function refusal(
  action: string,
  text: string,
  prepare: (canvasElement: HTMLElement) => Promise<void> = async () => {},
): Story {
  return {
    play: async ({ canvasElement }) => {
      await prepare(canvasElement);
      const before = scriptLines(canvasElement);
      const button = within(within(canvasElement).getByRole('toolbar')).getByRole('button', { name: action });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
      await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text));
      await expect(scriptLines(canvasElement)).toEqual(before);
      await expect(canvasElement.querySelector('[data-node]')).toBeNull();
    },
  };
}

export const PauseNeedsACursor = refusal('停顿', '请将光标置于需要插入位置!');
export const PauseNotOnASelection = refusal('停顿', '需要将光标移动至停顿位置', (c) => select(c, '今天'));
export const SoundEffectNeedsACursor = refusal('音效', '请将光标置于需要插入音效位置!', (c) => select(c, '今天'));
export const ContinuousReadingOfOneCharacter = refusal('连读', '不支持当前选择内容进行连读', (c) => select(c, '说'));
export const ContinuousReadingOf20Characters = refusal('连读', '不支持当前选择内容进行连读', (c) =>
  select(c, '银行', '在'),
);
export const PhonemeOnTwoCharacters = refusal('多音字', '滑动鼠标选择需要设置发音的中文汉字', (c) => select(c, '银行'));
export const AliasOnOneCharacter = refusal('别名', '请选择需要设置别名的内容', (c) => select(c, 'N'));
export const NumberReadingNeedsASelection = refusal('数字读法', '请选择需要设置读法的数字内容', (c) =>
  placeCursor(c, '2026'),
);
export const NumberReadingOfText = refusal('数字读法', '无法识别当前选中的数字！', (c) => select(c, 'NBA'));
export const WordReadingOfChinese = refusal('单词读法', '请选择需要设置的单词', (c) => select(c, '决赛'));
export const MultiVoiceNeedsASelection = refusal('多主播', '滑动鼠标选择需要多主播配音的文字内容', (c) =>
  placeCursor(c, '今天'),
);
export const LocalPitchNeedsASelection = refusal('局部调节', '滑动鼠标选择局部调节内容', (c) => placeCursor(c, '今天'));
export const AuditionNeedsASelection = refusal('试听', '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符。');

export const AuditionOfBlankText: Story = {
  ...refusal('试听', '试听内容不能为空', (c) => placeCursor(c, '')),
  args: { document: createDocument([['   ']]) },
};

const WITH_LOCAL_PITCH = createDocument([
  ['今天的', { type: 'localProsody', ...PROSODY, children: ['NBA决赛'] }, '不知道能否举行。'],
]);

export const MultiVoiceOverALocalPitch: Story = {
  args: { document: WITH_LOCAL_PITCH },
  play: async ({ canvasElement }) => {
    await select(canvasElement, '今天', '不知道');
    const toolbar = within(within(canvasElement).getByRole('toolbar'));
    for (const [action, text] of [
      ['多主播', '当前内容不支持多主播'],
      ['局部调节', '当前内容不支持局部调节'],
    ]) {
      const button = toolbar.getByRole('button', { name: action });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
      await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text as string));
    }
    await expect(canvasElement.querySelectorAll('[data-node]')).toHaveLength(1);
  },
};

export const MultiVoiceReadyTooltip: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '今天');
    const button = within(within(canvasElement).getByRole('toolbar')).getByRole('button', { name: '多主播' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('可以添加多主播');
  },
};
