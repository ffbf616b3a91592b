import type { CustomAnchorAddBody, TaskAddBody, Work, WorkSaveBody } from '@dubkit/sdk-core';
import { createCue, createDocument, serialize } from '@dubkit/sdk-core/markup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemberButton } from '../../membership/MemberButton';
import { withDubKit } from '../../testing';
import { chatServer } from '../../testing/assistant/chat';
import { findToast } from '../../testing/reply';
import { cueFit, works } from '../../testing/studio/fixtures';
import { eventually, navigated, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { type StudioServerOptions, studioServer } from '../../testing/studio/studioServer';
import { DubbingStudio, type DubbingStudioProps } from './DubbingStudio';
import type { CreationQuery } from './studioRules';

/** The studio with the query kept by the host, as the page keeps it in its address. */
function DubbingStudioHost({ query: initial, onQueryChange, ...props }: DubbingStudioProps) {
  const [query, setQuery] = useState(initial);
  return (
    <DubbingStudio
      {...props}
      query={query}
      onQueryChange={(change) => {
        setQuery((current) => ({ ...current, ...change }));
        onQueryChange?.(change);
      }}
    />
  );
}

/** 云健: four templates and two roles, not a favourite; 开心 is its second template. */
const newWork: CreationQuery = { anchorType: 0, anchorId: 12, templateId: 121, roleId: null, workId: 0 };

/** A saved draft whose content (version 2 markup) holds a phoneme and a pause. */
const draft: Work = {
  ...(works[0] as Work),
  workId: 950,
  title: '银行早报',
  anchorId: 12,
  anchorName: '云健',
  templateId: 121,
  templateName: '开心',
  content: serialize(
    createDocument([
      [
        '银',
        { type: 'phoneme', text: '行', pinyin: 'hang', tone: 2 },
        '行长说，',
        { type: 'pause', ms: 500 },
        '今天开会。',
      ],
    ]),
  ),
  contentVersion: 2,
};

const saved = fn().mockName('work save body');
const submitted = fn().mockName('task body');
const auditioned = fn().mockName('audition body');
const customAdded = fn().mockName('custom anchor body');
const favorited = fn().mockName('favorite');

const hear = {
  onSave: (body: WorkSaveBody) => saved(body),
  onSubmit: (body: TaskAddBody) => submitted(body),
  onAudition: (body: Record<string, unknown>) => auditioned(body),
  onCustomAdd: (body: CustomAnchorAddBody) => customAdded(body),
  onFavorite: (anchorId: number, favorite: boolean) => favorited(anchorId, favorite),
};

/** A story's server: the default answers with `options` over them. */
function server(options: StudioServerOptions = {}) {
  const { reset, handlers } = studioServer({ drafts: [draft], ...hear, ...options });
  return { reset, parameters: { msw: { handlers } } };
}

const main = server();

const meta = {
  title: 'Studio/DubbingStudio',
  component: DubbingStudioHost,
  decorators: [withDubKit],
  args: { query: newWork, onQueryChange: fn(), autoSaveDelayMs: 60_000, helpHref: '/about' },
  parameters: { ...main.parameters, dubkit: STUDIO_STORY },
  beforeEach: () => {
    main.reset();
    for (const spy of [saved, submitted, auditioned, customAdded, favorited]) spy.mockClear();
  },
} satisfies Meta<typeof DubbingStudioHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const studio = () => screen.findByRole('region', { name: 'AI配音' }, PATIENCE);
/** The voice card once its anchor has loaded. */
const voiceCard = async () => {
  const card = await screen.findByRole('complementary', { name: '当前主播' }, PATIENCE);
  await eventually(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  return within(card);
};
/** A header action; each has a name of its own on the page. */
const header = (name: string) => screen.getByRole('button', { name });
const script = () => screen.getByRole('textbox', { name: '配音文案' });
const titleField = () => screen.getByRole('textbox', { name: '作品标题' });
const auditionAudio = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLAudioElement>('audio[data-audition]') as HTMLAudioElement;
const toolbar = () => within(screen.getByRole('toolbar', { name: '编辑工具' }));
const shows = (text: string) => eventually(() => expect(screen.getAllByText(text)[0]).toBeVisible());

/** Clicks into the script and types, as a creator does. */
async function write(text: string) {
  await voiceCard();
  await userEvent.click(script());
  await userEvent.keyboard(text);
  await eventually(() => expect(script()).toHaveTextContent(text));
}

/** A time as the script footer shows it. */
const clock = (at: number) =>
  new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(at);

/** Lets slate-react read the selection it throttles (100 ms). */
const selectionSettled = () => new Promise((resolve) => setTimeout(resolve, 150));

// ---------------------------------------------------------------------------------------------------------------
// Opening the page

export const NewWork: Story = {
  play: async () => {
    const card = await voiceCard();
    await expect(card.getByRole('heading', { name: '云健' })).toBeVisible();
    await expect(card.getByText('多情绪')).toBeVisible();
    await expect(card.getByText('多角色')).toBeVisible();
    await expect(card.getByText('清澈明亮，适合有声读物')).toBeVisible();
    await expect(card.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByRole('button', { name: '保存音色' })).toBeVisible();
    await expect(card.getByRole('button', { name: '切换主播' })).toBeVisible();
    await expect(titleField()).toHaveValue('');
    await expect(screen.getByRole('link', { name: '使用教程' })).toHaveAttribute('href', '/about');
    await expect(screen.getByText('请输入或粘贴配音文案')).toBeVisible();
  },
};

export const Favorite: Story = {
  play: async () => {
    const card = await voiceCard();
    await userEvent.click(card.getByRole('button', { name: '收藏' }));
    await shows('收藏成功');
    await expect(favorited).toHaveBeenCalledWith(12, true);
    const toggle = card.getByRole('button', { name: '已收藏' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await shows('已取消收藏');
    await expect(favorited).toHaveBeenLastCalledWith(12, false);
    await expect(card.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** 晓萱 is among the favourites as the page opens. */
export const FavoriteAnchor: Story = {
  args: { query: { ...newWork, anchorId: 11, templateId: null } },
  play: async () => {
    const card = await voiceCard();
    await expect(card.getByRole('heading', { name: '晓萱' })).toBeVisible();
    await eventually(() =>
      expect(card.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true'),
    );
    // Three templates and no roles.
    await expect(card.getByText('多情绪')).toBeVisible();
    await expect(card.queryByText('多角色')).toBeNull();
  },
};

export const CustomAnchor: Story = {
  args: { query: { ...newWork, anchorType: 1, anchorId: 501, templateId: null } },
  play: async () => {
    const card = await voiceCard();
    await expect(card.getByRole('heading', { name: '我的旁白' })).toBeVisible();
    await expect(card.getByText('温柔旁白，语速稍慢')).toBeVisible();
    await expect(card.queryByRole('button', { name: '收藏' })).toBeNull();
    await expect(card.queryByRole('button', { name: '已收藏' })).toBeNull();
    await expect(card.queryByRole('button', { name: '保存音色' })).toBeNull();
    await expect(card.getByRole('button', { name: '切换主播' })).toBeVisible();
  },
};

/** A server with neural speech: the card tags the voice and says what it cannot honour (云健 has four templates). */
export const NeuralVoice: Story = {
  parameters: server({ voiceEngine: { kind: 'neural', ignores: ['style'], approximates: ['phoneme'] } }).parameters,
  play: async () => {
    const card = await voiceCard();
    await expect(card.getByText('神经音色')).toBeVisible();
    await expect(card.getByText('该音色不区分情感风格，选择不同的情感风格听起来一样。')).toBeVisible();
    await expect(card.getByText('多音字标注以同音字近似朗读。')).toBeVisible();
  },
};

/** A server with neural speech but no provider voice for this anchor: the offline engine stands in, and says so. */
export const OfflineStandIn: Story = {
  parameters: server({ voiceEngine: { kind: 'offline', ignores: [], approximates: [] } }).parameters,
  play: async () => {
    const card = await voiceCard();
    await expect(card.getByText('该主播暂由离线引擎朗读，声音会与样音不同。')).toBeVisible();
    await expect(card.queryByText('神经音色')).toBeNull();
  },
};

export const Visitor: Story = {
  parameters: { dubkit: { user: null } },
  play: async () => {
    await studio();
    await shows('请先登录您的账号！');
    await eventually(() => expect(navigated).toHaveBeenCalledWith('/home'));
  },
};

export const UnknownAnchor: Story = {
  args: { query: { ...newWork, anchorId: 999, templateId: null } },
  play: async () => {
    const alert = await screen.findByRole('alert', undefined, PATIENCE);
    await eventually(() => expect(alert).toHaveTextContent('无法识别主播'));
    await expect(within(alert).getByRole('heading', { name: '操作失败' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: '选择主播' }));
    await expect(await screen.findByRole('dialog', { name: '选择主播' }, PATIENCE)).toBeVisible();
  },
};

export const MissingAnchorId: Story = {
  args: { query: { ...newWork, anchorId: 0, templateId: null } },
  play: async () => {
    // A bare /creation opens the voice picker first; the spec's message stays behind it.
    const picker = await screen.findByRole('dialog', { name: '选择主播' }, PATIENCE);
    await userEvent.keyboard('{Escape}');
    await eventually(() => expect(picker).not.toBeInTheDocument());
    const alert = await screen.findByRole('alert', undefined, PATIENCE);
    await eventually(() => expect(alert).toHaveTextContent('无法识别主播ID'));
    await expect(within(alert).getByRole('button', { name: '选择主播' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'AI配音' })).toHaveAttribute('data-status', 'failed');
  },
};

export const BareCreationPicksAVoice: Story = {
  args: { query: { ...newWork, anchorId: 0, templateId: null } },
  play: async ({ args }) => {
    const picker = await screen.findByRole('dialog', { name: '选择主播' }, PATIENCE);
    await userEvent.click(await within(picker).findByRole('radio', { name: '晓萱 高级主播' }, PATIENCE));
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    const card = await voiceCard();
    await eventually(() => expect(card.getByRole('heading', { name: '晓萱' })).toBeVisible());
    await expect(args.onQueryChange).toHaveBeenCalledWith(expect.objectContaining({ anchorId: 11 }));
  },
};

export const DraftLoaded: Story = {
  args: { query: { ...newWork, templateId: null, workId: draft.workId } },
  play: async ({ args }) => {
    const card = await voiceCard();
    await expect(card.getByRole('heading', { name: '云健' })).toBeVisible();
    await eventually(() => expect(titleField()).toHaveValue('银行早报'));
    await expect(script()).toHaveTextContent(/银.*行长说，.*今天开会。/);
    const editor = within(script());
    await expect(editor.getByRole('button', { name: /^发音 行 háng/ })).toBeVisible();
    await expect(editor.getByRole('button', { name: /^停顿 0\.5s/ })).toBeVisible();
    // The footer tells when the draft was last changed, before anything is edited or saved.
    await shows(`最后修改 ${clock(draft.updateTime)}`);
    // Saving the opened draft keeps its id.
    await userEvent.click(header('保存草稿'));
    await shows('作品已保存成功');
    await expect(saved).toHaveBeenCalledWith(expect.objectContaining({ workId: 950, title: '银行早报', version: 2 }));
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

/** Two segments spoken by 云健: one voice change with 替换全部 changes both. */
const yunjian = {
  anchorId: 12,
  anchorName: '云健',
  templateId: 121,
  templateName: '开心',
  pitch: 0,
  speed: 1,
  volume: 100,
};
const twoVoices: Work = {
  ...draft,
  workId: 951,
  title: '对话',
  content: serialize(
    createDocument([
      [
        { type: 'multiVoice', ...yunjian, children: ['你好。'] },
        '旁白。',
        { type: 'multiVoice', ...yunjian, children: ['再见。'] },
      ],
    ]),
  ),
};
const replacingServer = server({ drafts: [twoVoices] });

export const ReplaceVoiceOfAllSegments: Story = {
  args: { query: { ...newWork, templateId: null, workId: twoVoices.workId } },
  parameters: replacingServer.parameters,
  beforeEach: () => replacingServer.reset(),
  play: async () => {
    await voiceCard();
    const editor = within(script());
    await eventually(() => expect(editor.getAllByRole('button', { name: /云健/ })).toHaveLength(2));
    await userEvent.click(editor.getAllByRole('button', { name: /云健/ })[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: '更换主播' }, PATIENCE));
    const picker = await screen.findByRole('dialog', { name: '多主播配音' }, PATIENCE);
    await eventually(() =>
      expect(within(picker).getByRole('radiogroup', { name: '主播列表' })).toHaveAttribute('aria-busy', 'false'),
    );
    await userEvent.click(within(picker).getByRole('radio', { name: '晓萱 高级主播' }));
    await screen.findByRole('region', { name: '晓萱的配音设置' }, PATIENCE);
    await userEvent.click(within(picker).getByRole('button', { name: '替换全部' }));
    await eventually(() => expect(editor.getAllByRole('button', { name: /晓萱/ })).toHaveLength(2));
    await expect(editor.queryAllByRole('button', { name: /云健/ })).toHaveLength(0);
    await expect(script()).toHaveTextContent(/你好。.*旁白。.*再见。/);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The title

export const TitleKeepsTwentyFive: Story = {
  play: async () => {
    await voiceCard();
    await userEvent.type(titleField(), '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十');
    await expect(titleField()).toHaveValue('一二三四五六七八九十一二三四五六七八九十一二三四五');
  },
};

const TITLE_RULE = '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成';

/** The spec's other reading of the title rule: 1-15 characters. */
export const TitleFifteenReading: Story = {
  args: { titleMaxLength: 15 },
  play: async () => {
    await voiceCard();
    await userEvent.type(titleField(), '一二三四五六七八九十一二三四五六');
    await userEvent.tab();
    await eventually(() =>
      expect(screen.getByText('任务标题仅支持1-15位中文汉字、英文字母、数字、@_-特殊符号组成')).toBeVisible(),
    );
    await expect(titleField()).toHaveValue('');
    await userEvent.type(titleField(), '一二三四五六七八九十一二三四五');
    await userEvent.tab();
    await expect(titleField()).toHaveValue('一二三四五六七八九十一二三四五');
  },
};

export const TitleInvalid: Story = {
  play: async () => {
    await voiceCard();
    await userEvent.type(titleField(), '@早报');
    await userEvent.tab();
    await eventually(() => expect(screen.getByText(TITLE_RULE)).toBeVisible());
    await expect(titleField()).toHaveValue('');
    await expect(titleField()).toHaveAttribute('aria-invalid', 'true');
    // Punctuation is refused too; typing again clears the message until the next blur.
    await userEvent.type(titleField(), '早报，晚报');
    await expect(screen.queryByText(TITLE_RULE)).toBeNull();
    await userEvent.tab();
    await eventually(() => expect(screen.getByText(TITLE_RULE)).toBeVisible());
    await expect(titleField()).toHaveValue('');
    await userEvent.type(titleField(), '新闻早报_2025');
    await userEvent.tab();
    await expect(titleField()).toHaveValue('新闻早报_2025');
    await expect(screen.queryByText(TITLE_RULE)).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Draft and submit

export const SaveBlank: Story = {
  play: async () => {
    await voiceCard();
    await userEvent.click(header('保存草稿'));
    await shows('文案内容不能为空');
    await expect(saved).not.toHaveBeenCalled();
  },
};

export const SaveDraft: Story = {
  play: async ({ args }) => {
    await write('欢迎收听早间新闻。');
    await userEvent.type(titleField(), '早间新闻');
    await userEvent.click(header('保存草稿'));
    await shows('作品已保存成功');
    await expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({ workId: 0, title: '早间新闻', anchorType: 0, anchorId: 12, templateId: 121 }),
    );
    await eventually(() => expect(args.onQueryChange).toHaveBeenCalledWith({ workId: 1001 }));
    // The next save updates the same work.
    await userEvent.click(header('保存草稿'));
    await eventually(() => expect(saved).toHaveBeenLastCalledWith(expect.objectContaining({ workId: 1001 })));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('complementary', { name: '当前主播' })).toHaveAttribute('aria-busy', 'false');
  },
};

/** A quiet time after a change saves by itself; nothing to save stays silent. */
export const AutoSave: Story = {
  args: { autoSaveDelayMs: 300 },
  play: async ({ args }) => {
    await voiceCard();
    await userEvent.type(titleField(), '早间新闻');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(saved).not.toHaveBeenCalled();
    await expect(screen.queryByText('文案内容不能为空')).toBeNull();
    await write('欢迎收听早间新闻。');
    await eventually(() =>
      expect(saved).toHaveBeenCalledWith(expect.objectContaining({ workId: 0, title: '早间新闻' })),
    );
    await eventually(() => expect(args.onQueryChange).toHaveBeenCalledWith({ workId: 1001 }));
    await eventually(() => expect(screen.getByText(/^自动保存 \d{2}:\d{2}:\d{2}$/)).toBeVisible());
    await expect(screen.queryByText('作品已保存成功')).toBeNull();
  },
};

export const SubmitBlank: Story = {
  play: async () => {
    await voiceCard();
    await userEvent.click(header('立即合成'));
    await shows('配音内容不能为空');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

const submittedDialog = () => screen.findByRole('dialog', { name: '提交成功' }, PATIENCE);

export const Submitted: Story = {
  play: async () => {
    await write('欢迎收听早间新闻。');
    await userEvent.click(header('立即合成'));
    const dialog = await submittedDialog();
    await expect(dialog).toHaveTextContent('合成任务已提交，请稍后在我的作品中查看任务！');
    // A blank title is filled from the content; a visitor's plan gets 16 kHz.
    await expect(submitted).toHaveBeenCalledWith(
      expect.objectContaining({ title: '欢迎收听早间新闻', sampleRate: 16000, anchorId: 12, version: 2 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '立即查看' }));
    await expect(navigated).toHaveBeenCalledWith('/creationCenter?tab=0');
    await eventually(() => expect(screen.queryByRole('dialog', { name: '提交成功' })).toBeNull());
  },
};

export const SubmittedStay: Story = {
  play: async () => {
    await write('欢迎收听早间新闻。');
    await userEvent.click(header('立即合成'));
    const dialog = await submittedDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '留在此页面' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '提交成功' })).toBeNull());
    await expect(navigated).not.toHaveBeenCalled();
    await expect(script()).toHaveTextContent('欢迎收听早间新闻。');
  },
};

const membersOnly = server({ submit: { status: 402, statusText: '该主播仅限会员使用，请开通会员后使用' } });

export const SubmitNeedsMembership: Story = {
  parameters: membersOnly.parameters,
  beforeEach: membersOnly.reset,
  play: async () => {
    await write('欢迎收听早间新闻。');
    await userEvent.click(header('立即合成'));
    const dialog = await screen.findByRole('dialog', { name: '任务提交失败' }, PATIENCE);
    await expect(dialog).toHaveTextContent('该主播仅限会员使用，请开通会员后使用');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
    const checkout = await screen.findByRole('dialog', { name: '开通会员' }, PATIENCE);
    await expect(await within(checkout).findByRole('radiogroup', { name: '会员套餐' }, PATIENCE)).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: '任务提交失败' })).toBeNull();
  },
};

const payable = server({ paymentStatus: () => 1 });

/**
 * Paying through another membership button (the site header's) turns the studio's own 开通会员 into the plan name at
 * once: both read the provider's one membership store, which the payment refreshes (issue 27).
 */
export const PaidElsewhereTurnsStudioMember: Story = {
  parameters: payable.parameters,
  beforeEach: payable.reset,
  render: (args) => (
    <>
      <nav aria-label="站点头部">
        <MemberButton />
      </nav>
      <DubbingStudioHost {...args} />
    </>
  ),
  play: async () => {
    await voiceCard();
    const studioRegion = within(await studio());
    await eventually(() => expect(studioRegion.getByRole('button', { name: '开通会员' })).toBeVisible());
    const siteHeader = within(screen.getByRole('navigation', { name: '站点头部' }));
    await userEvent.click(await siteHeader.findByRole('button', { name: '开通会员' }));
    const checkout = await screen.findByRole('dialog', { name: '开通会员' }, PATIENCE);
    await expect(await within(checkout).findByText('支付成功', undefined, { timeout: 12_000 })).toBeVisible();
    await userEvent.click(within(checkout).getByRole('button', { name: '完成' }));
    await eventually(() => expect(studioRegion.getByRole('button', { name: '黄金会员' })).toBeVisible());
    await expect(studioRegion.queryByRole('button', { name: '开通会员' })).toBeNull();
    await expect(siteHeader.getByRole('button', { name: '黄金会员' })).toBeVisible();
  },
};

/**
 * 晓辰 is for members only: a free user who picked it is told so at 立即合成, the checkout opens with the reason, and
 * no task is sent (the server would refuse it with 402).
 */
export const SubmitMembersOnlyVoice: Story = {
  args: { query: { ...newWork, anchorId: 15, templateId: null } },
  play: async () => {
    const card = await voiceCard();
    await expect(card.getByRole('heading', { name: '晓辰' })).toBeVisible();
    await write('欢迎收听早间新闻。');
    await userEvent.click(header('立即合成'));
    const checkout = await screen.findByRole('dialog', { name: '开通会员' }, PATIENCE);
    await expect(within(checkout).getByText('该主播为会员专享，开通会员后即可合成')).toBeVisible();
    await expect(await within(checkout).findByRole('radiogroup', { name: '会员套餐' }, PATIENCE)).toBeVisible();
    await expect(submitted).not.toHaveBeenCalled();
    await expect(checkout.textContent ?? '').not.toMatch(/\(\d{3}\)/);
  },
};

const quota = server({ submit: { status: 429, statusText: '今日合成次数已用完，请明天再试' } });

export const SubmitQuotaExceeded: Story = {
  parameters: quota.parameters,
  beforeEach: quota.reset,
  play: async () => {
    await write('欢迎收听早间新闻。');
    await userEvent.click(header('立即合成'));
    const dialog = await screen.findByRole('dialog', { name: '任务提交失败' }, PATIENCE);
    await expect(dialog).toHaveTextContent('今日合成次数已用完，请明天再试');
    await expect(within(dialog).queryByRole('button', { name: '立即购买' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '好的' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Audition

const LONG_SCRIPT = '今天的天气很好，我们一起去公园散步吧。'.repeat(8);

/** Pastes a script long enough for two audition chunks (2.4 s of test audio) and selects all of it. */
async function selectScript() {
  await voiceCard();
  await userEvent.click(script());
  await userEvent.paste(LONG_SCRIPT);
  await eventually(() => expect(script()).toHaveTextContent(LONG_SCRIPT));
  await userEvent.keyboard('{Control>}a{/Control}');
  await selectionSettled();
}

const slowAudition = server({ auditionDelayMs: 400 });

export const Audition: Story = {
  parameters: slowAudition.parameters,
  beforeEach: slowAudition.reset,
  play: async ({ canvasElement }) => {
    const audio = auditionAudio(canvasElement);
    await expect(audio).toHaveAttribute('data-audition', 'default');
    await selectScript();
    await userEvent.click(toolbar().getByRole('button', { name: '试听' }));
    await eventually(() => expect(audio).toHaveAttribute('data-audition', 'loading'));
    await expect(toolbar().getByRole('button', { name: '合成中' })).toHaveAttribute('aria-busy', 'true');
    await eventually(() => expect(audio).toHaveAttribute('data-audition', 'playing'));
    await eventually(() => expect(audio.currentTime).toBeGreaterThan(0));
    await expect(auditioned).toHaveBeenCalledWith(expect.objectContaining({ anchorId: 12, templateId: 121 }));
    // The text goes encrypted.
    await expect(auditioned.mock.calls[0]?.[0]?.text).toMatch(/^[A-Za-z0-9+/=]{40,}$/);

    await userEvent.click(toolbar().getByRole('button', { name: '暂停' }));
    await expect(audio).toHaveAttribute('data-audition', 'paused');
    await expect(audio.paused).toBe(true);
    await userEvent.click(toolbar().getByRole('button', { name: '继续' }));
    await expect(audio).toHaveAttribute('data-audition', 'playing');
    await eventually(() => expect(audio.paused).toBe(false));
    await userEvent.click(toolbar().getByRole('button', { name: '停止' }));
    await expect(audio).toHaveAttribute('data-audition', 'default');
    await expect(audio.paused).toBe(true);
    await expect(toolbar().getByRole('button', { name: '试听' })).toBeVisible();
  },
};

/** Left alone, the audition plays both chunks to the end and the player is back to 试听. */
export const AuditionPlaysToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const audio = auditionAudio(canvasElement);
    await selectScript();
    await userEvent.click(toolbar().getByRole('button', { name: '试听' }));
    await eventually(() => expect(audio).toHaveAttribute('data-audition', 'playing'));
    // A second in, the auditioned text is highlighted, until the audition ends.
    await eventually(() => expect(script().closest('[data-highlighted]')).not.toBeNull());
    await waitFor(() => expect(audio).toHaveAttribute('data-audition', 'default'), { timeout: 8000 });
    await expect(script().closest('[data-highlighted]')).toBeNull();
    await expect(auditioned).toHaveBeenCalledTimes(2);
    await expect(audio).toHaveAttribute('data-total', '2');
    await expect(audio.currentTime).toBeGreaterThan(2);
  },
};

const refused = server({ auditionFailure: { code: 500, message: '文本包含敏感词', data: null } });

export const AuditionFails: Story = {
  parameters: refused.parameters,
  beforeEach: refused.reset,
  play: async ({ canvasElement }) => {
    await selectScript();
    await userEvent.click(toolbar().getByRole('button', { name: '试听' }));
    const dialog = await screen.findByRole('dialog', { name: '试听失败' }, PATIENCE);
    await expect(dialog).toHaveTextContent('文本包含敏感词');
    await expect(dialog).toHaveTextContent('* 请正确使用标点符号，不要全文使用空格或换行来分句。');
    await expect(auditionAudio(canvasElement)).toHaveAttribute('data-audition', 'default');
    await userEvent.click(within(dialog).getByRole('button', { name: '好的' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '试听失败' })).toBeNull());
  },
};

/** Without a cursor in the script, the studio asks for a selection under 温馨提示. */
export const AuditionWithoutSelection: Story = {
  play: async () => {
    await voiceCard();
    await userEvent.click(toolbar().getByRole('button', { name: '试听' }));
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' }, PATIENCE);
    await expect(dialog).toHaveTextContent('请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符。');
    await userEvent.click(within(dialog).getByRole('button', { name: '好的' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '温馨提示' })).toBeNull());
    await expect(auditioned).not.toHaveBeenCalled();
  },
};

/** A collapsed cursor in an empty script has nothing after it to hear. */
export const AuditionEmptyScript: Story = {
  play: async ({ canvasElement }) => {
    await voiceCard();
    await userEvent.click(script());
    await selectionSettled();
    await userEvent.click(toolbar().getByRole('button', { name: '试听' }));
    await shows('试听内容不能为空');
    await expect(screen.queryByRole('dialog', { name: '温馨提示' })).toBeNull();
    await expect(auditionAudio(canvasElement)).toHaveAttribute('data-audition', 'default');
    await expect(auditioned).not.toHaveBeenCalled();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Save template, switch voice, import subtitles

const templateDialog = () => screen.findByRole('dialog', { name: '保存音色模板' }, PATIENCE);

export const SaveTemplateRequired: Story = {
  play: async () => {
    const card = await voiceCard();
    await userEvent.click(card.getByRole('button', { name: '保存音色' }));
    const dialog = await templateDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByText('模版名称不能为空')).toBeVisible();
    await expect(within(dialog).getByText('模版描述不能为空')).toBeVisible();
    await expect(customAdded).not.toHaveBeenCalled();
  },
};

export const SaveTemplate: Story = {
  play: async () => {
    await write('欢迎收听早间新闻。');
    await userEvent.click(header('添加定制主播'));
    const dialog = await templateDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模板名称' }), '早间播报');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模板描述' }), '轻快的早间新闻');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await shows('添加成功！');
    await expect(customAdded).toHaveBeenCalledWith({
      templateId: 121,
      name: '早间播报',
      comment: '轻快的早间新闻',
      intensity: 1,
      role: '',
      pitch: 0,
      speed: 1,
      volume: 100,
      text: '欢迎收听早间新闻。',
    });
    await eventually(() => expect(screen.queryByRole('dialog', { name: '保存音色模板' })).toBeNull());
  },
};

/** A custom anchor's template keeps its saved prosody. */
export const SaveTemplateFromCustomAnchor: Story = {
  args: { query: { ...newWork, anchorType: 1, anchorId: 501, templateId: null } },
  play: async () => {
    await voiceCard();
    await userEvent.click(header('添加定制主播'));
    const dialog = await templateDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模板名称' }), '慢速旁白');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模板描述' }), '更慢的旁白');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await shows('添加成功！');
    await expect(customAdded).toHaveBeenCalledWith(
      expect.objectContaining({ templateId: 122, role: 'Boy', pitch: -40, speed: 0.9, volume: 80 }),
    );
  },
};

export const SwitchVoice: Story = {
  play: async ({ args }) => {
    await write('欢迎收听早间新闻。');
    const card = await voiceCard();
    await userEvent.click(card.getByRole('button', { name: '切换主播' }));
    const picker = await screen.findByRole('dialog', { name: '选择主播' }, PATIENCE);
    await userEvent.click(await within(picker).findByRole('radio', { name: '晓萱 高级主播' }, PATIENCE));
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await eventually(() => expect(card.getByRole('heading', { name: '晓萱' })).toBeVisible());
    await expect(card.getByText('声音自然亲切，适合日常讲解')).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      anchorType: 0,
      anchorId: 11,
      templateId: null,
      roleId: null,
    });
    // The script stays.
    await expect(script()).toHaveTextContent('欢迎收听早间新闻。');
  },
};

const importInput = () => screen.getByLabelText('导入字幕', { selector: 'input' });
const acceptingAll = () => userEvent.setup({ applyAccept: false });

export const ImportRefusesOtherFiles: Story = {
  play: async () => {
    await write('原来的文案');
    await acceptingAll().upload(importInput(), new File(['字幕'], 'notes.txt', { type: 'text/plain' }));
    await shows('仅支持导入 .srt 格式的字幕文件');
    await expect(script()).toHaveTextContent('原来的文案');
  },
};

const SUBTITLES = `1
00:00:00,000 --> 00:00:02,000
大家好

2
00:00:03,000 --> 00:00:05,000
欢迎来到 配音工坊
`;

export const ImportSubtitles: Story = {
  play: async () => {
    await write('原来的文案');
    await userEvent.upload(importInput(), new File([SUBTITLES], 'episode.srt', { type: 'application/x-subrip' }));
    await eventually(() => expect(script()).toHaveTextContent(/大家好.*欢迎来到，配音工坊/));
    await expect(script()).not.toHaveTextContent('原来的文案');
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Fit to timing

const fitSwitch = () => screen.getByRole('switch', { name: '对齐字幕时间' });

const TIMED = `WEBVTT

00:00:01.000 --> 00:00:02.500
大家好

00:00:03.000 --> 00:00:05.000
欢迎来到配音工坊
`;

/** 对齐字幕时间 on: a .vtt comes in with its timing (a cue badge opening each line) and the task asks to be fitted. */
export const FitToTimingOn: Story = {
  play: async () => {
    await write('原来的文案');
    await expect(fitSwitch()).toHaveAttribute('aria-checked', 'false');
    await expect(importInput()).toHaveAttribute('accept', '.srt');
    await userEvent.click(fitSwitch());
    await expect(fitSwitch()).toHaveAttribute('aria-checked', 'true');
    await expect(importInput()).toHaveAttribute('accept', '.srt,.vtt');
    await userEvent.upload(importInput(), new File([TIMED], 'episode.vtt', { type: 'text/vtt' }));
    await eventually(() => expect(script()).toHaveTextContent(/大家好.*欢迎来到配音工坊/));
    await expect(screen.getByRole('button', { name: '字幕时间 00:01.0–00:02.5' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '字幕时间 00:03.0–00:05.0' })).toBeVisible();
    await userEvent.click(header('立即合成'));
    await screen.findByRole('dialog', { name: '提交成功' }, PATIENCE);
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ fitToTiming: true }));
  },
};

const SPOKEN = `WEBVTT

00:00:01.000 --> 00:00:02.500
<v 张三>大家好

00:00:03.000 --> 00:00:05.000
<v 李四>欢迎来到配音工坊
`;

/** Speakers in the subtitles: each gets a voice through the multi-voice picker, or keeps the script's voice. */
export const SpeakerVoices: Story = {
  play: async () => {
    await write('原来的文案');
    await userEvent.click(fitSwitch());
    await userEvent.upload(importInput(), new File([SPOKEN], 'episode.vtt', { type: 'text/vtt' }));
    let speakers = within(await screen.findByRole('dialog', { name: '字幕说话人' }, PATIENCE));
    await expect(speakers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('张三'),
      expect.stringContaining('李四'),
    ]);
    await expect(speakers.getByRole('button', { name: '张三使用主音色' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(speakers.getByRole('button', { name: '为李四选择音色' }));
    const picker = await screen.findByRole('dialog', { name: '多主播配音' }, PATIENCE);
    await userEvent.click(await within(picker).findByRole('radio', { name: '晓萱 高级主播' }, PATIENCE));
    await screen.findByRole('region', { name: '晓萱的配音设置' }, PATIENCE);
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    speakers = within(await screen.findByRole('dialog', { name: '字幕说话人' }, PATIENCE));
    await expect(speakers.getByRole('button', { name: '李四使用主音色' })).toHaveAttribute('aria-pressed', 'false');
    await expect(speakers.getByText(/晓萱/)).toBeVisible();
    await userEvent.click(speakers.getByRole('button', { name: '导入' }));
    await eventually(() => expect(script()).toHaveTextContent(/大家好.*欢迎来到配音工坊/));
    await expect(screen.getByRole('button', { name: '多主播 晓萱' })).toBeVisible();
    await expect(script()).not.toHaveTextContent('张三');

    // 取消 imports nothing.
    await userEvent.upload(importInput(), new File([SPOKEN.replace('大家好', '第二次')], 'again.vtt'));
    speakers = within(await screen.findByRole('dialog', { name: '字幕说话人' }, PATIENCE));
    await expect(speakers.getByRole('button', { name: '李四使用主音色' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(speakers.getByRole('button', { name: '取消' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '字幕说话人' })).toBeNull());
    await expect(script()).not.toHaveTextContent('第二次');
  },
};

/** The speakers dialog as it opens on a timed import: every speaker on the script's voice until one is chosen. */
export const SpeakerDialog: Story = {
  play: async () => {
    await voiceCard();
    await userEvent.click(fitSwitch());
    await userEvent.upload(importInput(), new File([SPOKEN], 'episode.vtt', { type: 'text/vtt' }));
    const speakers = within(await screen.findByRole('dialog', { name: '字幕说话人' }, PATIENCE));
    for (const name of ['张三', '李四'])
      await expect(speakers.getByRole('button', { name: `${name}使用主音色` })).toHaveAttribute('aria-pressed', 'true');
    await expect(speakers.getAllByText('主音色')).toHaveLength(2);
  },
};

/** A saved draft of timed subtitles: fit to timing starts on. */
const cuedDraft: Work = {
  ...draft,
  workId: 951,
  title: '片头字幕',
  content: serialize(
    createDocument([
      [createCue(1000, 2500), '大家好'],
      [createCue(3000, 4000), '欢迎来到配音工坊，今天我们来聊聊配音'],
      [createCue(4500, 6000), '谢谢收看'],
    ]),
  ),
};

const reported = fn().mockName('fit report body');
const overrunServer = server({
  drafts: [cuedDraft],
  fitReport: (body) => {
    reported(body);
    return [
      cueFit(1000, 2500, '大家好', 'fits'),
      cueFit(3000, 4000, '欢迎来到配音工坊，今天我们来聊聊配音', 'overruns', 1600),
      cueFit(4500, 6000, '谢谢收看', 'stretched'),
    ];
  },
});

/** Before a fitted task: a cue overruns, so the report shows the timeline and the cue; 仍然提交 sends it anyway. */
export const FitReportOverruns: Story = {
  args: { query: { ...newWork, workId: 951 } },
  parameters: overrunServer.parameters,
  beforeEach: () => {
    overrunServer.reset();
    reported.mockClear();
  },
  play: async () => {
    await voiceCard();
    await eventually(() => expect(fitSwitch()).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(header('立即合成'));
    let report = await screen.findByRole('dialog', { name: '字幕时间对齐' }, PATIENCE);
    await expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ anchorId: 12, text: expect.stringContaining('<dk:cue') }),
    );
    await expect(submitted).not.toHaveBeenCalled();
    const bars = within(within(report).getByRole('list', { name: '字幕时间轴' })).getAllByRole('listitem');
    await expect(bars.map((bar) => bar.dataset.status)).toEqual(['fits', 'overruns', 'stretched']);
    await expect(bars[1]).toHaveTextContent('第2条字幕 00:03.0–00:04.0 超出');
    const overruns = within(within(report).getByRole('list', { name: '超出时间的字幕' })).getAllByRole('listitem');
    await expect(overruns).toHaveLength(1);
    await expect(overruns[0]).toHaveTextContent('第2条字幕即使加速到1.3倍，仍超出1.6秒');
    await expect(overruns[0]).toHaveTextContent('欢迎来到配音工坊，今天我们来聊聊配音');

    // 返回修改: nothing is sent, and the creator is back in the script.
    await userEvent.click(within(report).getByRole('button', { name: '返回修改' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '字幕时间对齐' })).toBeNull());
    await eventually(() => expect(script()).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.click(header('立即合成'));
    report = await screen.findByRole('dialog', { name: '字幕时间对齐' }, PATIENCE);
    await userEvent.click(within(report).getByRole('button', { name: '仍然提交' }));
    await screen.findByRole('dialog', { name: '提交成功' }, PATIENCE);
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ fitToTiming: true }));
  },
};

const shorter = chatServer({ answer: '欢迎来到配音工坊', pieceLength: 4 });

/** AI缩短 then 替换: the cue's line in the script is the assistant's, the cursor is at it, and nothing is sent. */
export const FitReportShortened: Story = {
  args: FitReportOverruns.args,
  parameters: { msw: { handlers: [...shorter.handlers, ...overrunServer.parameters.msw.handlers] } },
  beforeEach: () => {
    overrunServer.reset();
    shorter.reset();
  },
  play: async () => {
    await voiceCard();
    await eventually(() => expect(fitSwitch()).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(header('立即合成'));
    const report = within(await screen.findByRole('dialog', { name: '字幕时间对齐' }, PATIENCE));
    await userEvent.click(report.getByRole('button', { name: 'AI缩短第2条字幕' }));
    await expect(await report.findByText('欢迎来到配音工坊', undefined, PATIENCE)).toBeVisible();
    await expect(shorter.calls[0]?.body).toEqual({ content: '欢迎来到配音工坊，今天我们来聊聊配音', maxLength: 9 });
    await userEvent.click(report.getByRole('button', { name: '替换第2条字幕的文案' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '字幕时间对齐' })).toBeNull());
    await findToast('已替换第2条字幕的文案，可再次提交');
    await eventually(() => expect(script()).toHaveFocus());
    await expect(script()).toHaveTextContent('欢迎来到配音工坊');
    await expect(script()).not.toHaveTextContent('今天我们来聊聊配音');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** The report on a phone: the dialog and its timeline fit 390 px. */
export const FitReportPhone: Story = {
  ...FitReportOverruns,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await voiceCard();
    await eventually(() => expect(fitSwitch()).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(header('立即合成'));
    const report = await screen.findByRole('dialog', { name: '字幕时间对齐' }, PATIENCE);
    const timeline = within(report).getByRole('list', { name: '字幕时间轴' });
    await expect(report.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(report.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(timeline.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(report.scrollWidth).toBeLessThanOrEqual(report.clientWidth);
    await expect(within(report).getByRole('button', { name: '仍然提交' })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Loudness

const loudness = () => screen.getByRole('combobox', { name: '响度标准' });

/** 响度标准 with the mouse: online video until 广播电视 −23 LUFS is chosen; the task asks for it, the draft keeps it. */
export const LoudnessBroadcast: Story = {
  play: async () => {
    await write('欢迎收听早间新闻。');
    await expect(loudness()).toHaveTextContent('网络视频 −16 LUFS');
    await userEvent.click(loudness());
    const listbox = within(screen.getByRole('listbox', { name: '响度标准' }));
    await expect(listbox.getByRole('option', { name: '网络视频 −16 LUFS' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(listbox.getByRole('option', { name: '广播电视 −23 LUFS' }));
    await eventually(() => expect(screen.queryByRole('listbox', { name: '响度标准' })).toBeNull());
    await expect(loudness()).toHaveTextContent('广播电视 −23 LUFS');
    await userEvent.click(header('立即合成'));
    const dialog = await submittedDialog();
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ loudnessTarget: -23 }));
    await userEvent.click(within(dialog).getByRole('button', { name: '留在此页面' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '提交成功' })).toBeNull());
    await userEvent.click(header('保存草稿'));
    await shows('作品已保存成功');
    await expect(saved).toHaveBeenLastCalledWith(expect.objectContaining({ loudnessTarget: -23, fitToTiming: false }));
  },
};

/** By keyboard: 响度标准 is the Tab stop after 对齐字幕时间; ↓ opens it on the current choice, ↓ and Enter pick broadcast. */
export const LoudnessByKeyboard: Story = {
  play: async () => {
    await write('欢迎收听早间新闻。');
    await userEvent.click(titleField());
    for (const stop of [header('选择主播'), header('导入字幕'), header('SSML'), fitSwitch(), loudness()]) {
      await userEvent.tab();
      await expect(stop).toHaveFocus();
    }
    await userEvent.keyboard('{ArrowDown}');
    const listbox = within(screen.getByRole('listbox', { name: '响度标准' }));
    const broadcast = listbox.getByRole('option', { name: '广播电视 −23 LUFS' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(loudness()).toHaveAttribute('aria-activedescendant', broadcast.id);
    await userEvent.keyboard('{Enter}');
    await expect(loudness()).toHaveTextContent('广播电视 −23 LUFS');
    await expect(loudness()).toHaveFocus();
    await userEvent.click(header('立即合成'));
    await submittedDialog();
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ loudnessTarget: -23 }));
  },
};

/** A draft saved for broadcast with 对齐字幕时间 on (its script holds no cue) reopens with both, and submits for broadcast. */
const broadcastDraft: Work = { ...draft, workId: 952, title: '广播稿', loudnessTarget: -23, fitToTiming: true };
const broadcastServer = server({ drafts: [broadcastDraft] });

export const DraftKeepsLoudness: Story = {
  args: { query: { ...newWork, templateId: null, workId: broadcastDraft.workId } },
  parameters: broadcastServer.parameters,
  beforeEach: broadcastServer.reset,
  play: async () => {
    await voiceCard();
    await eventually(() => expect(titleField()).toHaveValue('广播稿'));
    await expect(loudness()).toHaveTextContent('广播电视 −23 LUFS');
    await expect(fitSwitch()).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(header('立即合成'));
    await submittedDialog();
    await expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ loudnessTarget: -23 }));
    // Without cues in its script, the task is not fitted.
    await expect(submitted.mock.calls[0]?.[0]).not.toHaveProperty('fitToTiming');
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Sentence takes

const listedTakes = fn().mockName('takes list body');
const takesServer = server({ takes: { onList: (body) => listedTakes(body) } });

/**
 * 逐句试听 lists the script's sentences in the voice a task would speak with (云健, 开心 at the chosen speed), the
 * studio's audition stops meanwhile, and closing the list puts focus back on the button.
 */
export const SentenceListFromHeader: Story = {
  parameters: takesServer.parameters,
  beforeEach: () => {
    takesServer.reset();
    listedTakes.mockClear();
  },
  play: async () => {
    await write('今天天气很好。我们去公园散步吧！');
    const opener = header('逐句试听');
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '逐句试听' }, PATIENCE);
    const rows = within(within(dialog).getByRole('list', { name: '句子' }));
    await eventually(() => expect(rows.getAllByRole('listitem', { name: /^第\d句$/ })).toHaveLength(2));
    await expect(rows.getByText('今天天气很好。')).toBeVisible();
    await expect(rows.getByText('我们去公园散步吧！')).toBeVisible();
    await eventually(() => expect(listedTakes).toHaveBeenCalledTimes(1));
    await expect(listedTakes).toHaveBeenCalledWith(
      expect.objectContaining({ anchorType: 0, anchorId: 12, templateId: 121, speechRate: 1 }),
    );
    await expect(listedTakes.mock.calls[0]?.[0]?.sentences).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await eventually(() => expect(screen.queryByRole('dialog', { name: '逐句试听' })).toBeNull());
    await eventually(() => expect(opener).toHaveFocus());
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Phones

/** Phones: the voice card above the editor, the toolbar one row that scrolls sideways as the arrow keys move along it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await voiceCard();
    const card = await screen.findByRole('complementary', { name: '当前主播' });
    const bar = screen.getByRole('toolbar', { name: '编辑工具' });
    await expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
    await expect(script().getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const tools = within(bar).getAllByRole('button');
    const tops = new Set(tools.map((tool) => Math.round(tool.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
    // Roving focus: one Tab stop, the arrow keys walk the row and the last tool scrolls into view.
    await userEvent.click(script());
    await userEvent.tab({ shift: true });
    const focused = () => document.activeElement as HTMLElement;
    await expect(bar).toContainElement(focused());
    await userEvent.keyboard('{End}');
    await eventually(() => expect(focused()).toBe(tools.at(-1)));
    await eventually(() => expect(bar.scrollLeft).toBeGreaterThan(0));
    const right = focused().getBoundingClientRect().right;
    await expect(right).toBeLessThanOrEqual(bar.getBoundingClientRect().right + 1);
    await userEvent.keyboard('{Home}');
    await eventually(() => expect(focused()).toBe(tools[0]));
  },
};
