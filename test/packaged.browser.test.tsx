import '@dubkit/ui/style.css';
import '@dubkit/editor/style.css';
import '@dubkit/widgets/style.css';
import { ScriptEditor, useScriptEditor } from '@dubkit/editor/react';
import { parse } from '@dubkit/sdk-core/markup';
import { Button, Dialog, Input, Pagination, TagFilterRow } from '@dubkit/ui';
import { DubKitProvider, FeedbackDialog, SiteFooter } from '@dubkit/widgets';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { controlsWithBrowserStyle, dialogPlacement } from './probes';

/**
 * The packages as a partner gets them: each package's built `dist` (no source condition in this project) and its
 * published `style.css`, nothing else. Every control must wear the kit's styles and an open dialog must sit above
 * its mask — the site once shipped without the UI kit's rules, and a partner's page would have too.
 */

function Editor() {
  const editor = useScriptEditor({
    document: parse('<speak>银<phoneme alphabet="py" ph="hang2">行</phoneme>的<break time="500ms"/>我</speak>'),
  });
  return <ScriptEditor editor={editor} />;
}

test('the published style sheets style every control, and a dialog opens above its mask', async () => {
  const never = () => new Promise<Response>(() => {});
  render(
    <DubKitProvider fetch={never}>
      <Button>确定</Button>
      <Input label="作品标题" placeholder="默认任务标题" />
      <TagFilterRow
        label="性别"
        options={[
          { value: 0, label: '全部' },
          { value: 1, label: '男声' },
        ]}
        value={0}
        onChange={() => {}}
      />
      <Pagination page={2} totalPages={12} onChange={() => {}} />
      <Editor />
      <SiteFooter appDownloadUrl="https://example.com/app" />
      <Dialog open title="标题">
        内容
      </Dialog>
      <FeedbackDialog open />
    </DubKitProvider>,
  );
  await expect.element(page.getByRole('dialog', { name: '标题' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: '停顿 0.5s' })).toBeInTheDocument();
  expect(controlsWithBrowserStyle()).toEqual([]);
  for (const dialog of document.querySelectorAll('[role="dialog"]')) {
    expect(dialogPlacement(dialog)).toMatchObject({ inViewport: true, masked: true });
  }
});
