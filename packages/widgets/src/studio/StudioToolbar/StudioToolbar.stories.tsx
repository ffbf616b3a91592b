import { ScriptEditor, useScriptEditor } from '@dubkit/editor/react';
import type { Anchor } from '@dubkit/sdk-core';
import { documentFromText, type ScriptDocument } from '@dubkit/sdk-core/markup';
import type { AuditionSnapshot } from '@dubkit/sdk-core/studio';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withDubKit } from '../../testing';
import { anchorDetailOf, anchors } from '../../testing/studio/fixtures';
import { catalogueHandlers, toolbarMediaHandlers } from '../../testing/studio/handlers';
import { noScriptNode, placeCursor, scriptNode, select, toolbarOf } from '../../testing/studio/play';
import { allowPlayback, eventually, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { defaultSettings, type SynthesisSettings } from '../DubbingStudio/settings';
import { StudioToolbar } from './StudioToolbar';
import type { StudioToolbarProps } from './useStudioToolbar';

const TEXT = '银行行长说，今天的NBA决赛不知道能否在2026年举行。';

type HostProps = Omit<StudioToolbarProps, 'editor'> & { document: ScriptDocument };

/** The toolbar above its script, with the host's settings and the last warning shown as the studio would. */
function StudioToolbarHost({ document, settings: initial, onSettingsChange, onWarning, ...props }: HostProps) {
  const editor = useScriptEditor({ document });
  const [settings, setSettings] = useState(initial);
  const [warning, setWarning] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <StudioToolbar
        {...props}
        editor={editor}
        settings={settings}
        onSettingsChange={(next) => {
          setSettings(next);
          onSettingsChange(next);
        }}
        onWarning={(message) => {
          setWarning(message);
          onWarning(message);
        }}
      />
      <p role="alert" style={{ minHeight: '1.5em', margin: 0 }}>
        {warning}
      </p>
      <ScriptEditor editor={editor} />
    </div>
  );
}

const idle: AuditionSnapshot = { state: 'default', error: null, done: 0, total: 0 };
/** 云健: four templates (叙述 开心 悲伤 广告) and two roles (少女 少年). */
const withRoles = anchorDetailOf(anchors[1] as Anchor);
/** 晓萱: three templates and no roles. */
const withoutRoles = anchorDetailOf(anchors[0] as Anchor);

const meta = {
  title: 'Studio/StudioToolbar',
  component: StudioToolbarHost,
  decorators: [withDubKit],
  args: {
    document: documentFromText(TEXT),
    anchor: withRoles,
    settings: defaultSettings,
    audition: idle,
    onSettingsChange: fn(),
    onAudition: fn(),
    onAuditionPause: fn(),
    onAuditionResume: fn(),
    onAuditionStop: fn(),
    onWarning: fn(),
  },
  parameters: { msw: { handlers: [...toolbarMediaHandlers(), ...catalogueHandlers()] }, dubkit: STUDIO_STORY },
} satisfies Meta<typeof StudioToolbarHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const tool = (canvasElement: HTMLElement, name: string | RegExp) =>
  toolbarOf(canvasElement).getByRole('button', { name });
const popover = (name: string) => screen.findByRole('dialog', { name }, PATIENCE);
/** The settings the host was last told about. */
const lastSettings = (args: { onSettingsChange: (next: SynthesisSettings) => void }) =>
  (args.onSettingsChange as ReturnType<typeof fn>).mock.lastCall?.[0] as SynthesisSettings;

/** Moves focus to a toolbar button as a keyboard user does: Home from the toolbar's tab stop, then arrow keys. */
async function arrowTo(canvasElement: HTMLElement, name: string) {
  const buttons = toolbarOf(canvasElement).getAllByRole('button');
  const target = tool(canvasElement, name);
  buttons.find((button) => button.tabIndex === 0)?.focus();
  await userEvent.keyboard('{Home}');
  const index = buttons.indexOf(target);
  if (index > 0) await userEvent.keyboard(`{ArrowRight>${index}}`);
  await expect(target).toHaveFocus();
  return target;
}

/** A refused action: marked disabled yet focusable, its tooltip says why, a click warns and changes nothing. */
function refusal(name: string, text: string, prepare: (canvasElement: HTMLElement) => Promise<void>): Story {
  return {
    play: async ({ canvasElement, args }) => {
      await prepare(canvasElement);
      const button = tool(canvasElement, name);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
      await eventually(() => expect(args.onWarning).toHaveBeenCalledWith(text));
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
      if (button.hasAttribute('aria-expanded')) await expect(button).toHaveAttribute('aria-expanded', 'false');
      await noScriptNode(canvasElement);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The toolbar and its audition player

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toolbar = toolbarOf(canvasElement);
    const names = toolbar.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual([
      '试听',
      '情绪/风格',
      '语调',
      '角色',
      '局部调节',
      '多主播',
      '停顿',
      '连读',
      '标点停顿',
      '多音字',
      '数字读法',
      '单词读法',
      '别名',
      '音效',
      '背景音乐',
      '撤销',
      '重做',
    ]);
    // One tab stop: the first button.
    await expect(toolbar.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await expect(tool(canvasElement, '试听')).toHaveAttribute('tabindex', '0');
  },
};

export const KeyboardRovingFocus: Story = {
  play: async ({ canvasElement }) => {
    tool(canvasElement, '试听').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(canvasElement, '情绪/风格')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tool(canvasElement, '重做')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(canvasElement, '试听')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tool(canvasElement, '撤销')).toHaveFocus();
    // Tab leaves the toolbar; coming back lands on the button used last.
    await userEvent.tab();
    await expect(tool(canvasElement, '撤销')).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(tool(canvasElement, '撤销')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tool(canvasElement, '试听')).toHaveFocus();
  },
};

export const AuditionOfSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await select(canvasElement, '今天', '决赛');
    await userEvent.click(tool(canvasElement, '试听'));
    await expect(args.onAudition).toHaveBeenCalledWith(documentFromText('今天的NBA决赛'));
    await expect(args.onWarning).not.toHaveBeenCalled();
  },
};

export const AuditionRefused = refusal(
  '试听',
  '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符。',
  async () => {},
);

export const AuditionLoading: Story = {
  args: { audition: { state: 'loading', error: null, done: 0, total: 2 } },
  play: async ({ canvasElement, args }) => {
    const loading = tool(canvasElement, '合成中');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(loading);
    await expect(args.onAudition).not.toHaveBeenCalled();
    await userEvent.click(tool(canvasElement, '停止'));
    await expect(args.onAuditionStop).toHaveBeenCalledOnce();
  },
};

export const AuditionPlaying: Story = {
  args: { audition: { state: 'playing', error: null, done: 1, total: 2 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '暂停'));
    await expect(args.onAuditionPause).toHaveBeenCalledOnce();
    await expect(tool(canvasElement, '停止')).toBeInTheDocument();
  },
};

export const AuditionPaused: Story = {
  args: { audition: { state: 'paused', error: null, done: 1, total: 2 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '继续'));
    await expect(args.onAuditionResume).toHaveBeenCalledOnce();
    await userEvent.click(tool(canvasElement, '停止'));
    await expect(args.onAuditionStop).toHaveBeenCalledOnce();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The voice: style, pitch, role

export const StyleAndStrength: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '情绪/风格'));
    const menu = await popover('情绪/风格');
    await expect(within(menu).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('radio', { name: /开心/ }));
    await expect(lastSettings(args)).toMatchObject({ templateId: 121, templateName: '开心' });
    await expect(within(menu).getByRole('radio', { name: /开心/ })).toBeChecked();
    const strength = within(menu).getByRole('slider', { name: '强度' });
    await expect(strength).toHaveAttribute('aria-valuetext', '1.00');
    await expect(strength).toHaveAttribute('min', '0.01');
    await expect(strength).toHaveAttribute('max', '2');
    strength.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(strength).toHaveAttribute('aria-valuetext', '1.02');
    await expect(lastSettings(args)).toMatchObject({ templateId: 121, templateName: '开心', intensity: 1.02 });
  },
};

export const StyleEmpty: Story = {
  args: { anchor: { ...withRoles, templateList: [] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '情绪/风格'));
    const menu = await popover('情绪/风格');
    await eventually(() => expect(within(menu).getByText('没有更多情绪或风格！')).toBeVisible());
  },
};

export const AnchorLoading: Story = {
  args: { anchor: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '情绪/风格'));
    const menu = await popover('情绪/风格');
    await expect(within(menu).getByRole('status')).toHaveTextContent('正在加载主播详情');
    await expect(tool(canvasElement, '角色')).not.toHaveAttribute('aria-disabled');
  },
};

export const PitchSpeedVolume: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '语调'));
    const menu = await popover('语调 / 语速 / 音量');
    const pitch = within(menu).getByRole('slider', { name: '语调' });
    await expect(pitch).toHaveAttribute('min', '-500');
    await expect(pitch).toHaveAttribute('max', '500');
    await expect(pitch).toHaveAttribute('step', '5');
    const speed = within(menu).getByRole('slider', { name: '语速' });
    await expect(speed).toHaveAttribute('aria-valuetext', '1.0x');
    speed.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(speed).toHaveAttribute('aria-valuetext', '1.01x');
    pitch.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(lastSettings(args)).toMatchObject({ pitchRate: -5, speechRate: 1.01, volume: 100 });
    await userEvent.click(within(menu).getByRole('button', { name: '恢复默认' }));
    await expect(lastSettings(args)).toMatchObject({ pitchRate: 0, speechRate: 1, volume: 100 });
    await expect(speed).toHaveAttribute('aria-valuetext', '1.0x');
  },
};

export const RoleChosenAndCleared: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '角色'));
    const menu = await popover('角色');
    const girl = within(menu).getByRole('button', { name: '少女' });
    await userEvent.click(girl);
    await expect(lastSettings(args)).toMatchObject({ role: 'Girl', roleName: '少女' });
    await expect(girl).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(girl);
    await expect(lastSettings(args)).toMatchObject({ role: '', roleName: '' });
    await expect(girl).toHaveAttribute('aria-pressed', 'false');
  },
};

export const RoleUnsupported: Story = {
  args: { anchor: withoutRoles },
  play: async ({ canvasElement, args }) => {
    const role = await arrowTo(canvasElement, '角色');
    await expect(role).toHaveAttribute('aria-disabled', 'true');
    await expect(await screen.findByRole('tooltip', {}, PATIENCE)).toHaveTextContent('不支持多角色');
    await userEvent.click(role);
    await expect(args.onWarning).toHaveBeenCalledWith('不支持多角色');
    await expect(screen.queryByRole('dialog', { name: '角色' })).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Markup on the selection

export const LocalPitch: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '今天', '决赛');
    const button = await arrowTo(canvasElement, '局部调节');
    await expect(await screen.findByRole('tooltip', {}, PATIENCE)).toHaveTextContent('可以局部调节');
    await userEvent.click(button);
    const menu = await popover('局部调节');
    const volume = within(menu).getByRole('slider', { name: '音量' });
    volume.focus();
    await userEvent.keyboard('{Home}');
    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));
    await scriptNode(canvasElement, '局部调节 语调 0 语速 1.0x 音量 0');
    await expect(screen.queryByRole('dialog', { name: '局部调节' })).toBeNull();
  },
};

export const LocalPitchRefused: Story = {
  ...refusal('局部调节', '滑动鼠标选择局部调节内容', (c) => placeCursor(c, '今天')),
};

export const LocalPitchRefusedTooltip: Story = {
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天');
    await arrowTo(canvasElement, '局部调节');
    await expect(await screen.findByRole('tooltip', {}, PATIENCE)).toHaveTextContent('滑动鼠标选择局部调节内容');
  },
};

export const MultiVoice: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '今天', '决赛');
    await userEvent.click(tool(canvasElement, '多主播'));
    const picker = await popover('多主播配音');
    await eventually(() =>
      expect(within(picker).getByRole('radiogroup', { name: '主播列表' })).toHaveAttribute('aria-busy', 'false'),
    );
    await userEvent.click(within(picker).getByRole('radio', { name: '晓萱 高级主播' }));
    await screen.findByRole('region', { name: '晓萱的配音设置' }, PATIENCE);
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await scriptNode(canvasElement, /^多主播 晓萱/);
    await expect(within(picker).queryByRole('button', { name: '替换全部' })).toBeNull();
  },
};

export const MultiVoiceRefused = refusal('多主播', '滑动鼠标选择需要多主播配音的文字内容', (c) =>
  placeCursor(c, '今天'),
);

export const PauseByPreset: Story = {
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天');
    await userEvent.click(tool(canvasElement, '停顿'));
    const menu = await popover('停顿');
    await expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['0.2s', '0.5s', '1.0s', '插入']);
    await userEvent.click(within(menu).getByRole('button', { name: '0.5s' }));
    await scriptNode(canvasElement, '停顿 0.5s');
  },
};

export const PauseByCustomValue: Story = {
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天');
    await userEvent.click(tool(canvasElement, '停顿'));
    let menu = await popover('停顿');
    const seconds = within(menu).getByRole('spinbutton', { name: '自定义停顿（秒）' });
    await expect(seconds).toHaveAttribute('min', '0.2');
    await expect(seconds).toHaveAttribute('max', '5');
    await expect(seconds).toHaveAttribute('step', '0.1');
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '2.35');
    await userEvent.click(within(menu).getByRole('button', { name: '插入' }));
    await scriptNode(canvasElement, '停顿 2.4s');

    // Beyond the range it is clamped to 5 s.
    await placeCursor(canvasElement, '决赛');
    await userEvent.click(tool(canvasElement, '停顿'));
    menu = await popover('停顿');
    const again = within(menu).getByRole('spinbutton', { name: '自定义停顿（秒）' });
    await userEvent.clear(again);
    await userEvent.type(again, '9{Enter}');
    await scriptNode(canvasElement, '停顿 5s');
  },
};

export const PauseRefused: Story = {
  ...refusal('停顿', '需要将光标移动至停顿位置', (c) => select(c, '今天')),
};

export const PauseRefusedTooltip: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '今天');
    await arrowTo(canvasElement, '停顿');
    await expect(await screen.findByRole('tooltip', {}, PATIENCE)).toHaveTextContent('需要将光标移动至停顿位置');
  },
};

export const ContinuousReading: Story = {
  play: async ({ canvasElement, args }) => {
    await select(canvasElement, '银行行长');
    await userEvent.click(tool(canvasElement, '连读'));
    await scriptNode(canvasElement, '连读 银行行长');
    await expect(args.onWarning).not.toHaveBeenCalled();
  },
};

export const ContinuousReadingRefused = refusal('连读', '不支持当前选择内容进行连读', (c) => select(c, '说'));

export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    await expect(tool(canvasElement, '撤销')).toHaveAttribute('aria-disabled', 'true');
    await select(canvasElement, '银行行长');
    await userEvent.click(tool(canvasElement, '连读'));
    await scriptNode(canvasElement, '连读 银行行长');
    await userEvent.click(tool(canvasElement, '撤销'));
    await noScriptNode(canvasElement);
    await expect(tool(canvasElement, '重做')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(tool(canvasElement, '重做'));
    await scriptNode(canvasElement, '连读 银行行长');
  },
};

export const SmartNarration: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '标点停顿'));
    let menu = await popover('标点停顿');
    const enabled = within(menu).getByRole('switch', { name: '智能标点停顿' });
    await expect(enabled).toBeChecked();
    const comma = within(menu).getByRole('slider', { name: '“，”停顿时长' });
    await expect(comma).toHaveAttribute('aria-valuetext', '200ms');
    await expect(comma).toHaveAttribute('min', '200');
    await expect(comma).toHaveAttribute('max', '5000');
    comma.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(comma).toHaveAttribute('aria-valuetext', '300ms');
    await userEvent.click(within(menu).getByRole('checkbox', { name: '“。”' }));
    await expect(within(menu).getByRole('slider', { name: '“。”停顿时长' })).toBeDisabled();
    await userEvent.click(enabled);
    await expect(comma).toBeDisabled();
    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));

    // Smart narration is an edit of the script: it is kept and can be undone.
    await userEvent.click(tool(canvasElement, '标点停顿'));
    menu = await popover('标点停顿');
    await expect(within(menu).getByRole('switch', { name: '智能标点停顿' })).not.toBeChecked();
    await expect(within(menu).getByRole('slider', { name: '“，”停顿时长' })).toHaveAttribute('aria-valuetext', '300ms');
    await expect(within(menu).getByRole('checkbox', { name: '“。”' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(tool(canvasElement, '撤销')).not.toHaveAttribute('aria-disabled');
  },
};

export const Phoneme: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '行');
    await userEvent.click(tool(canvasElement, '多音字'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'xíng' }, PATIENCE));
    await scriptNode(canvasElement, '发音 行 xíng');
  },
};

export const PhonemeRefused = refusal('多音字', '滑动鼠标选择需要设置发音的中文汉字', (c) => select(c, '银行'));

export const NumberReading: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, '2026');
    await userEvent.click(tool(canvasElement, '数字读法'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '年份 二零二六' }, PATIENCE));
    await scriptNode(canvasElement, /^读法 2026 年份/);
  },
};

export const NumberReadingRefused = refusal('数字读法', '无法识别当前选中的数字！', (c) => select(c, 'NBA'));

export const WordReading: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, 'NBA');
    await userEvent.click(tool(canvasElement, '单词读法'));
    const items = await screen.findAllByRole('menuitem', {}, PATIENCE);
    await expect(items.map((item) => item.textContent)).toEqual(['逐个字母读', '作为单词读']);
    await userEvent.click(items[0] as HTMLElement);
    await scriptNode(canvasElement, '单词读法 NBA 逐个字母读');
  },
};

export const WordReadingRefused = refusal('单词读法', '请选择需要设置的单词', (c) => select(c, '决赛'));

export const Alias: Story = {
  play: async ({ canvasElement }) => {
    await select(canvasElement, 'NBA');
    await userEvent.click(tool(canvasElement, '别名'));
    const menu = await popover('设置别名');
    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));
    await expect(await within(menu).findByText('别名不能为空')).toBeVisible();
    await userEvent.type(within(menu).getByRole('textbox', { name: '别名' }), '美职篮{Enter}');
    await scriptNode(canvasElement, '别名 NBA 美职篮');
  },
};

export const AliasRefused = refusal('别名', '请选择需要设置别名的内容', (c) => select(c, 'N'));

// ---------------------------------------------------------------------------------------------------------------
// Sound effects and background music

export const SoundEffect: Story = {
  play: async ({ canvasElement, args }) => {
    await placeCursor(canvasElement, '今天');
    await userEvent.click(tool(canvasElement, '音效'));
    const menu = await popover('音效');
    const tabs = await within(menu).findByRole('tablist', { name: '音效风格' }, PATIENCE);
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['搞笑', '自然', '科技']);
    await expect(await within(menu).findByRole('radio', { name: '弹簧 00:01' }, PATIENCE)).not.toBeChecked();

    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));
    await expect(args.onWarning).toHaveBeenCalledWith('请选择一个音效!');

    await userEvent.click(within(tabs).getByRole('tab', { name: '自然' }));
    await userEvent.click(await within(menu).findByRole('radio', { name: '雨声 00:05' }, PATIENCE));
    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));
    await scriptNode(canvasElement, '音效 雨声 00:05');
    await expect(screen.queryByRole('dialog', { name: '音效' })).toBeNull();
  },
};

export const SoundEffectEmptyCategory: Story = {
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天');
    await userEvent.click(tool(canvasElement, '音效'));
    const menu = await popover('音效');
    await userEvent.click(await within(menu).findByRole('tab', { name: '科技' }, PATIENCE));
    await eventually(() => expect(within(menu).getByText('暂无音效')).toBeVisible());
  },
};

export const SoundEffectWithoutCategories: Story = {
  parameters: { msw: { handlers: toolbarMediaHandlers({ categories: [] }) } },
  play: async ({ canvasElement, args }) => {
    await placeCursor(canvasElement, '今天');
    await userEvent.click(tool(canvasElement, '音效'));
    const menu = await popover('音效');
    await within(menu).findByText('暂无音效', {}, PATIENCE);
    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));
    await expect(args.onWarning).toHaveBeenCalledWith('请选择一个风格!');
  },
};

export const SoundEffectRefused = refusal('音效', '请将光标置于需要插入音效位置!', (c) => select(c, '今天'));

export const SoundPreviewOneAtATime: Story = {
  beforeEach: allowPlayback,
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天');
    await userEvent.click(tool(canvasElement, '音效'));
    const menu = await popover('音效');
    const spring = await within(menu).findByRole('button', { name: '试听弹簧' }, PATIENCE);
    await userEvent.click(spring);
    await eventually(() => expect(spring).toHaveAttribute('data-state', 'playing'));
    await userEvent.click(within(menu).getByRole('button', { name: '试听小丑喇叭' }));
    await expect(spring).toHaveAttribute('data-state', 'idle');
  },
};

const bgmListed = fn().mockName('bgm list query');

export const BackgroundMusic: Story = {
  parameters: { msw: { handlers: toolbarMediaHandlers({ onBgmList: bgmListed }) } },
  beforeEach: () => bgmListed.mockClear(),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tool(canvasElement, '背景音乐'));
    let menu = await popover('背景音乐');
    const piano = await within(menu).findByRole('button', { name: '清晨钢琴 02:15' }, PATIENCE);
    await expect(bgmListed).toHaveBeenCalledWith({ page: '1', pageSize: '30' });
    await userEvent.click(piano);
    await expect(piano).toHaveAttribute('aria-pressed', 'true');
    const volume = within(menu).getByRole('slider', { name: '音乐音量' });
    await expect(volume).toHaveValue('50');
    const fadein = within(menu).getByRole('slider', { name: '淡入' });
    await expect(fadein).toHaveAttribute('max', '10000');
    await expect(fadein).toHaveAttribute('step', '100');
    fadein.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(fadein).toHaveAttribute('aria-valuetext', '200ms');
    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));
    await expect(lastSettings(args)).toMatchObject({
      bgmId: 31,
      bgmName: '清晨钢琴',
      bgmVolume: 50,
      bgmFadein: 200,
      bgmFadeout: 0,
    });
    await expect(tool(canvasElement, '背景音乐：清晨钢琴')).toBeVisible();

    // Clicking the chosen music deselects it; confirming with none clears the music.
    await userEvent.click(tool(canvasElement, '背景音乐：清晨钢琴'));
    menu = await popover('背景音乐');
    const chosen = await within(menu).findByRole('button', { name: '清晨钢琴 02:15' }, PATIENCE);
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(within(menu).getByRole('slider', { name: '淡入' })).toHaveAttribute('aria-valuetext', '200ms');
    await userEvent.click(chosen);
    await expect(chosen).toHaveAttribute('aria-pressed', 'false');
    await expect(within(menu).getByText('未选择背景音乐')).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: '确定' }));
    await expect(lastSettings(args)).toMatchObject({
      bgmId: 0,
      bgmName: '',
      bgmVolume: 50,
      bgmFadein: 0,
      bgmFadeout: 0,
    });
    await expect(tool(canvasElement, '背景音乐')).toBeVisible();
  },
};

export const BackgroundMusicChosen: Story = {
  args: { settings: { ...defaultSettings, bgmId: 32, bgmName: '轻快吉他', bgmVolume: 30, bgmFadein: 1000 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(tool(canvasElement, '背景音乐：轻快吉他'));
    const menu = await popover('背景音乐');
    await expect(await within(menu).findByRole('button', { name: '轻快吉他 01:38' }, PATIENCE)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(menu).getByRole('slider', { name: '音乐音量' })).toHaveValue('30');
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Keyboard only

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    await placeCursor(canvasElement, '今天');
    tool(canvasElement, '试听').focus();
    // 停顿 is the seventh button.
    await userEvent.keyboard('{ArrowRight>6}');
    await expect(tool(canvasElement, '停顿')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await popover('停顿');
    // Focus moves into the popover, onto its first preset.
    await eventually(() => expect(within(menu).getByRole('button', { name: '0.2s' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await scriptNode(canvasElement, '停顿 0.2s');

    // A menu opens with the arrow key and chooses with Enter.
    await select(canvasElement, 'NBA');
    tool(canvasElement, '单词读法').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menuitem', { name: '逐个字母读' }, PATIENCE)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await scriptNode(canvasElement, '单词读法 NBA 作为单词读');
  },
};
