/// <reference types="@vitest/browser-playwright" />
import { createMemoryAuth } from '@dubkit/sdk-core';
import { afterEach, expect, test } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DubKitProvider } from '../../provider';
import { chatServer } from '../../testing/assistant/chat';
import { handlerFetch, storyUser } from '../../testing/withDubKit';
import { Chat } from './Chat';

const server = chatServer({ answer: '好的' });
afterEach(() => server.reset());

async function renderChat() {
  await render(
    <DubKitProvider auth={createMemoryAuth(storyUser())} fetch={handlerFetch(server.handlers, 'notFound')}>
      <Chat />
    </DubKitProvider>,
  );
  const box = page.getByRole('textbox', { name: '输入您的问题' });
  await box.click();
  return box;
}

const sent = () => server.calls.map((call) => call.body.content);

// Chromium's own IME path (CDP Input.imeSetComposition): compositionstart, compositionupdate, then compositionend
// when Input.insertText commits. A key pressed meanwhile reaches the page as keydown with isComposing.
test('Ctrl+Enter while an input method is composing sends nothing; after the commit it sends the whole line', async () => {
  const box = await renderChat();
  const session = cdp();
  await userEvent.keyboard('配音');
  for (const text of ['w', 'wo', 'wen', 'wenan']) {
    await session.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  }
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(sent()).toEqual([]);

  await session.send('Input.insertText', { text: '文案' });
  await expect.element(box).toHaveValue('配音文案');
  expect(sent()).toEqual([]);

  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await expect.poll(sent).toEqual(['配音文案']);
  await expect.element(box).toHaveValue('');
});

test('a plain Enter that commits a composition neither sends nor breaks the line', async () => {
  const box = await renderChat();
  const session = cdp();
  await session.send('Input.imeSetComposition', { text: 'nihao', selectionStart: 5, selectionEnd: 5 });
  await userEvent.keyboard('{Enter}');
  await session.send('Input.insertText', { text: '你好' });
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(sent()).toEqual([]);
  expect((box.element() as HTMLTextAreaElement).value).toContain('你好');
});

// Safari delivers the committing keydown after compositionend, with keyCode 229; and some input methods mark the key
// only by isComposing. Neither sends.
test('a Ctrl+Enter keydown marked as composing (isComposing, keyCode 229) does not send', async () => {
  const box = await renderChat();
  await userEvent.keyboard('问题');
  const element = box.element() as HTMLTextAreaElement;
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, isComposing: true, bubbles: true, cancelable: true }),
  );
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, keyCode: 229, bubbles: true, cancelable: true }),
  );
  element.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
  element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }));
  element.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(sent()).toEqual([]);
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await expect.poll(sent).toEqual(['问题']);
});
