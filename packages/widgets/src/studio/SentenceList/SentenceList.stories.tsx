import type { TakeBody, TakeSentenceBody, TakesBody } from '@dubkit/sdk-core';
import {
  createDocument,
  documentFromText,
  type ScriptDocument,
  serialize,
  splitSentences,
} from '@dubkit/sdk-core/markup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fail, withDubKit } from '../../testing';
import { allowPlayback, eventually, PATIENCE, STUDIO_STORY } from '../../testing/studio/stories';
import { type TakesServerOptions, takesServer } from '../../testing/studio/takesServer';
import type { TakesVoice } from '../DubbingStudio/studioRules';
import { SentenceList } from './SentenceList';

/** 云健 in 开心 at a slower speed: the voice a task of the studio would speak with. */
const voice: TakesVoice = {
  anchorType: 0,
  anchorId: 12,
  templateId: 121,
  intensity: 1,
  role: '',
  pitchRate: 0,
  speechRate: 0.8,
  volume: 100,
};

/** Three sentences over two lines; the second has a pause after its full stop. */
const script = createDocument([['今天天气很好。', { type: 'pause', ms: 500 }, '我们去公园散步吧！'], ['明天见。']]);
const [first, second, third] = splitSentences(script).map(({ document }) => serialize(document)) as [
  string,
  string,
  string,
];

/** The studio's header button and the list it opens, as the studio composes them. */
function TakesHost({ document = script }: { document?: ScriptDocument }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        逐句试听
      </button>
      <SentenceList open={open} onOpenChange={setOpen} document={document} voice={voice} />
    </>
  );
}

const listed = fn().mockName('takes list body');
const played = fn().mockName('take audio body');
const regenerated = fn().mockName('regenerate body');
const pinned = fn().mockName('pin body');

/** A story's server: the default answers with `options` over them; it starts afresh as the story mounts. */
function server(options: TakesServerOptions = {}) {
  const { reset, handlers } = takesServer({
    onList: (body: TakesBody) => listed(body),
    onAudio: (body: TakeBody) => played(body),
    onRegenerate: (body: TakeSentenceBody) => regenerated(body),
    onPin: (body: TakeBody) => pinned(body),
    ...options,
  });
  return { dubkit: { ...STUDIO_STORY, setup: reset }, msw: { handlers } };
}

const meta = {
  title: 'Studio/SentenceList',
  component: TakesHost,
  decorators: [withDubKit],
  parameters: server(),
  beforeEach: () => {
    for (const spy of [listed, played, regenerated, pinned]) spy.mockClear();
    return allowPlayback();
  },
} satisfies Meta<typeof TakesHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the list as a creator does and waits for the first sentence's takes. */
async function openList(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '逐句试听' }));
  const dialog = await screen.findByRole('dialog', { name: '逐句试听' }, PATIENCE);
  await eventually(() => expect(within(dialog).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-busy'));
  return dialog;
}

const row = (n: number) => within(screen.getByRole('listitem', { name: `第${n}句` }));
const versions = (n: number) => row(n).queryAllByRole('button', { name: /^版本\d/ });

export const ListShown: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    const rows = within(within(dialog).getByRole('list', { name: '句子' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(row(1).getByText('今天天气很好。')).toBeVisible();
    await expect(row(2).getByText('我们去公园散步吧！')).toBeVisible();
    await expect(row(3).getByText('明天见。')).toBeVisible();
    for (const n of [1, 2, 3]) {
      await expect(row(n).getByRole('button', { name: '试听选用的版本' })).toBeVisible();
      await expect(row(n).getByRole('button', { name: '重新生成' })).toBeVisible();
      // One take each: nothing to compare yet.
      await expect(versions(n)).toHaveLength(0);
    }
    // One request for the listed sentences, in the studio's voice.
    await expect(listed).toHaveBeenCalledTimes(1);
    await expect(listed).toHaveBeenCalledWith({ ...voice, sentences: [first, second, third] });
    await expect(within(dialog).queryByRole('note')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: server({ delayMs: 'infinite' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '逐句试听' }));
    await screen.findByRole('dialog', { name: '逐句试听' }, PATIENCE);
    await eventually(() =>
      expect(screen.getByRole('listitem', { name: '第1句' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(row(1).getByText('正在加载版本')).toBeVisible();
  },
};

/** 第1句 has two takes, 版本2 pinned: each plays on its own (A/B), one at a time. */
export const PlayTake: Story = {
  parameters: server({ initial: { [first]: { takes: 2, pinned: 1 } } }),
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    await eventually(() => expect(versions(1)).toHaveLength(2));
    await expect(row(1).getByRole('button', { name: '版本2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row(1).getByRole('button', { name: '版本1' })).toHaveAttribute('aria-pressed', 'false');

    const a = row(1).getByRole('button', { name: '试听版本1' });
    await userEvent.click(a);
    await eventually(() => expect(a).toHaveAttribute('data-state', 'playing'));
    await expect(played).toHaveBeenLastCalledWith({ ...voice, sentence: first, take: 0 });

    const b = row(1).getByRole('button', { name: '试听版本2' });
    await userEvent.click(b);
    await eventually(() => expect(b).toHaveAttribute('data-state', 'playing'));
    await expect(played).toHaveBeenLastCalledWith({ ...voice, sentence: first, take: 1 });
    await expect(a).toHaveAttribute('aria-pressed', 'false');

    // The row's own play button is the pinned take's (版本2): it shows it playing, and stops it.
    const pinnedPlay = row(1).getByRole('button', { name: '试听选用的版本' });
    await expect(pinnedPlay).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pinnedPlay);
    await eventually(() => expect(b).toHaveAttribute('aria-pressed', 'false'));
    // Played again, the take is not fetched again.
    await userEvent.click(pinnedPlay);
    await eventually(() => expect(pinnedPlay).toHaveAttribute('data-state', 'playing'));
    await expect(played).toHaveBeenCalledTimes(2);
  },
};

export const Regenerate: Story = {
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    await userEvent.click(row(2).getByRole('button', { name: '重新生成' }));
    await eventually(() => expect(regenerated).toHaveBeenCalledWith({ ...voice, sentence: second }));
    // The new take is pinned and plays as it comes.
    await eventually(() => expect(versions(2)).toHaveLength(2));
    await expect(row(2).getByRole('button', { name: '版本2' })).toHaveAttribute('aria-pressed', 'true');
    await eventually(() =>
      expect(row(2).getByRole('button', { name: '试听版本2' })).toHaveAttribute('data-state', 'playing'),
    );
    await expect(played).toHaveBeenLastCalledWith({ ...voice, sentence: second, take: 1 });
    // The other sentences are untouched.
    await expect(versions(1)).toHaveLength(0);
  },
};

export const PinEarlierTake: Story = {
  parameters: server({ initial: { [third]: { takes: 3, pinned: 2 } } }),
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    await eventually(() => expect(versions(3)).toHaveLength(3));
    await expect(row(3).getByRole('button', { name: '版本3' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(row(3).getByRole('button', { name: '版本1' }));
    await eventually(() =>
      expect(row(3).getByRole('button', { name: '版本1' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(row(3).getByRole('button', { name: '版本3' })).toHaveAttribute('aria-pressed', 'false');
    await expect(pinned).toHaveBeenCalledWith({ ...voice, sentence: third, take: 0 });
    // The row's play button now plays 版本1.
    await userEvent.click(row(3).getByRole('button', { name: '试听选用的版本' }));
    await eventually(() => expect(played).toHaveBeenLastCalledWith({ ...voice, sentence: third, take: 0 }));
  },
};

/** The offline voice speaks the same each time: the list says so; 重新生成 still works. */
export const SameEveryTime: Story = {
  parameters: server({ varies: false }),
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    await eventually(() => expect(within(dialog).getByRole('note')).toHaveTextContent('当前音色每次生成的声音相同'));
    await userEvent.click(row(1).getByRole('button', { name: '重新生成' }));
    await eventually(() => expect(versions(1)).toHaveLength(2));
  },
};

/** A regenerate refused by the server: its message shows in the row, as product copy. */
export const RegenerateRefused: Story = {
  parameters: server({ regenerateFailure: fail(400, '该主播暂不支持重新生成') }),
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    await userEvent.click(row(1).getByRole('button', { name: '重新生成' }));
    await eventually(() => expect(row(1).getByRole('alert')).toHaveTextContent('该主播暂不支持重新生成'));
    await expect(versions(1)).toHaveLength(0);
  },
};

/** Five takes already: 重新生成 says to choose one, without asking the server. */
export const TakesFull: Story = {
  parameters: server({ initial: { [first]: { takes: 5, pinned: 4 } } }),
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    await eventually(() => expect(versions(1)).toHaveLength(5));
    await userEvent.click(row(1).getByRole('button', { name: '重新生成' }));
    await eventually(() => expect(row(1).getByRole('alert')).toHaveTextContent('每句最多保留5个版本，请先选定一个'));
    await expect(regenerated).not.toHaveBeenCalled();
  },
};

/** The list fails with a bare status: a sentence of product copy, never the status, and 重试. */
export const ListFailed: Story = {
  parameters: server({ listFailure: fail(500, 'Internal Server Error (500)') }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '逐句试听' }));
    await screen.findByRole('dialog', { name: '逐句试听' }, PATIENCE);
    await eventually(() => expect(row(1).getByRole('alert')).toHaveTextContent('加载失败，请稍后重试'));
    await expect(screen.getByRole('dialog').textContent).not.toContain('500');
    await userEvent.click(row(1).getByRole('button', { name: '重试' }));
    await eventually(() => expect(listed).toHaveBeenCalledTimes(2));
  },
};

/** A take's audio refused: the server's message shows in the row, and nothing plays. */
export const AudioFailed: Story = {
  parameters: server({ audioFailure: fail(400, '该版本不存在，请刷新后重试') }),
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    const play = row(2).getByRole('button', { name: '试听选用的版本' });
    await userEvent.click(play);
    await eventually(() => expect(row(2).getByRole('alert')).toHaveTextContent('该版本不存在，请刷新后重试'));
    await expect(play).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Everything by keyboard: open, regenerate, pin, close with Escape; focus goes back to the opener. */
export const Keyboard: Story = {
  parameters: server({ initial: { [first]: { takes: 2, pinned: 1 } } }),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '逐句试听' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '逐句试听' }, PATIENCE);
    await eventually(() => expect(versions(1)).toHaveLength(2));
    const pinFirst = row(1).getByRole('button', { name: '版本1' });
    // Tab order inside the row: its play button, 重新生成, then each take's play and pin buttons.
    row(1).getByRole('button', { name: '试听选用的版本' }).focus();
    await userEvent.tab();
    await expect(row(1).getByRole('button', { name: '重新生成' })).toHaveFocus();
    await userEvent.tab();
    await expect(row(1).getByRole('button', { name: '试听版本1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await eventually(() => expect(played).toHaveBeenLastCalledWith({ ...voice, sentence: first, take: 0 }));
    await userEvent.tab();
    await expect(pinFirst).toHaveFocus();
    await userEvent.keyboard(' ');
    await eventually(() => expect(pinFirst).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{Escape}');
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** A long script: 30 sentences listed and asked about, the rest on 显示更多. */
export const LongScript: Story = {
  args: {
    document: documentFromText(Array.from({ length: 45 }, (_, i) => `这是第${i + 1}句话。`).join('\n')),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    const list = within(within(dialog).getByRole('list', { name: '句子' }));
    await expect(list.getAllByRole('listitem', { name: /^第\d+句$/ })).toHaveLength(30);
    await expect(listed.mock.calls[0]?.[0].sentences).toHaveLength(30);
    await userEvent.click(within(dialog).getByRole('button', { name: '显示更多句子（还有15句）' }));
    await eventually(() => expect(list.getAllByRole('listitem', { name: /^第\d+句$/ })).toHaveLength(45));
    await eventually(() => expect(listed).toHaveBeenCalledTimes(2));
    await expect(listed.mock.calls[1]?.[0].sentences).toHaveLength(15);
    await expect(within(dialog).queryByRole('button', { name: /显示更多/ })).toBeNull();
  },
};

/** A phone (390 px): a bottom sheet, nothing wider than the screen, every action in reach. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: server({ initial: { [first]: { takes: 3, pinned: 0 } } }),
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    await eventually(() => expect(versions(1)).toHaveLength(3));
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const button of within(dialog).getAllByRole('button')) {
      const { right } = button.getBoundingClientRect();
      await expect(right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(row(1).getByRole('button', { name: '重新生成' }));
    await eventually(() => expect(versions(1)).toHaveLength(4));
  },
};
