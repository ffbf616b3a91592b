import { CHAT_INPUT_MAX_LENGTH, type ChatMessage } from '@dubkit/sdk-core/assistant';
import { Button, CopyButton, Dialog, Spinner, Textarea } from '@dubkit/ui';
import { memo, useId } from 'react';
import type { AssistantCopy } from '../copy';
import { Markdown } from '../Markdown';
import * as styles from './Chat.css';
import { type ChatState, type UseChatOptions, useChat } from './useChat';

export interface ChatProps extends UseChatOptions {
  className?: string;
}

/** The writing assistant's chat page (/gpt): three modes, the service entries, the streamed conversation. */
export function Chat({ className, ...options }: ChatProps) {
  const chat = useChat(options);
  return <ChatView {...chat} className={className} />;
}

export interface ChatViewProps extends ChatState {
  className?: string;
}

interface BubbleProps {
  message: ChatMessage;
  messages: AssistantCopy;
  copyMessages: ChatState['copyMessages'];
  /** The last answer can be generated again (not while one is coming). */
  canRegenerate: boolean;
  canEdit: boolean;
  onRegenerate: () => void;
  onEdit: () => void;
}

/** One message; memoised so a streaming answer re-renders alone. */
const Bubble = memo(function Bubble({
  message,
  messages,
  copyMessages,
  canRegenerate,
  canEdit,
  onRegenerate,
  onEdit,
}: BubbleProps) {
  if (message.role === 1) {
    return (
      <li className={styles.question} data-role="question">
        <div className={styles.questionText}>{message.content}</div>
        {canEdit && (
          <div className={styles.actions}>
            <Button size="sm" variant="ghost" onClick={onEdit}>
              {messages.chatEdit}
            </Button>
          </div>
        )}
      </li>
    );
  }
  const state = message.state;
  return (
    <li
      className={styles.answer}
      data-role="answer"
      data-state={state === 1 ? 'preparing' : state === 2 ? 'streaming' : state === 3 ? 'done' : 'failed'}
      aria-busy={state === 1 || state === 2 || undefined}
    >
      {state === 1 ? (
        <p className={styles.preparing}>
          <Spinner size="sm" label={messages.chatPreparing} />
          <span>{messages.chatPreparing}</span>
        </p>
      ) : state === -1 ? (
        <p className={styles.failed} role="alert">
          {message.content}
        </p>
      ) : (
        <Markdown streaming={state === 2} copyLabel={messages.chatCopyCode} copyMessages={copyMessages}>
          {message.content}
        </Markdown>
      )}
      {(state === 3 || state === -1) && (
        <div className={styles.actions}>
          {state === 3 && (
            <CopyButton size="sm" variant="ghost" text={message.content} messages={copyMessages}>
              {messages.chatCopyAnswer}
            </CopyButton>
          )}
          {canRegenerate && (
            <Button size="sm" variant="ghost" onClick={onRegenerate}>
              {messages.chatRegenerate}
            </Button>
          )}
        </div>
      )}
    </li>
  );
});

/** The view of Chat: its copy, state and actions come as props from the widget. */
export function ChatView({ className, ...chat }: ChatViewProps) {
  const { messages } = chat;
  const titleId = useId();
  const modesId = useId();
  const servicesId = useId();
  const errorId = useId();
  const last = chat.conversation.at(-1);
  const modeLabel = messages[`chatMode${chat.mode}` as const];
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-mode={chat.mode}
      data-processing={chat.processing || undefined}
    >
      <nav className={styles.menu} aria-label={messages.chatTitle}>
        <h2 id={modesId} className={styles.menuTitle}>
          {messages.chatModes}
        </h2>
        <ul className={styles.menuList} aria-labelledby={modesId}>
          {chat.modes.map(({ mode, label }) => (
            <li key={mode}>
              <button
                type="button"
                className={styles.menuItem}
                aria-current={mode === chat.mode ? 'page' : undefined}
                onClick={() => chat.setMode(mode)}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
        <h2 id={servicesId} className={styles.menuTitle}>
          {messages.chatServices}
        </h2>
        <ul className={styles.menuList} aria-labelledby={servicesId}>
          <li>
            <a
              className={styles.menuItem}
              href={chat.services.inspirationHref}
              target="_blank"
              rel="noopener noreferrer"
              data-service="98"
            >
              {messages.chatServiceInspiration}
              <span className={styles.visuallyHidden}>{messages.chatNewTab}</span>
            </a>
          </li>
          <li>
            <a
              className={styles.menuItem}
              href={chat.services.promptsHref}
              data-service="99"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                chat.services.openPrompts();
              }}
            >
              {messages.chatServicePrompts}
            </a>
          </li>
          {chat.services.subscribe && (
            <li>
              <button type="button" className={styles.menuItem} data-service="100" onClick={chat.services.subscribe}>
                {messages.chatServiceSubscribe}
              </button>
            </li>
          )}
        </ul>
      </nav>

      <div className={styles.main}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {modeLabel}
          </h2>
          {chat.usageText && <span className={styles.usage}>{chat.usageText}</span>}
          <Button size="sm" variant="ghost" onClick={chat.exportConversation} disabled={!chat.conversation.length}>
            {messages.chatExport}
          </Button>
        </header>

        <div className={styles.listFrame}>
          <div
            ref={chat.scroll.ref}
            className={styles.list}
            onScroll={chat.scroll.onScroll}
            role="log"
            aria-label={messages.chatConversation}
            aria-live="off"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
            tabIndex={0}
          >
            <div className={styles.welcome} data-role="welcome">
              <Markdown copyLabel={messages.chatCopyCode} copyMessages={chat.copyMessages}>
                {chat.welcome ?? messages.chatWelcomeFallback}
              </Markdown>
            </div>
            <ul className={styles.messages}>
              {chat.conversation.map((message) => (
                <Bubble
                  key={message.id}
                  message={message}
                  messages={messages}
                  copyMessages={chat.copyMessages}
                  canRegenerate={!chat.processing && message === last}
                  canEdit={message.id === chat.editableId}
                  onRegenerate={chat.regenerate}
                  onEdit={chat.editLast}
                />
              ))}
            </ul>
          </div>
          {!chat.scroll.following && (
            <Button className={styles.jump} size="sm" variant="secondary" onClick={chat.scroll.jumpToLatest}>
              {messages.chatJumpToLatest}
            </Button>
          )}
        </div>

        <div className={styles.composer}>
          {chat.editing && (
            <p className={styles.editing}>
              <span>{messages.chatEditing}</span>
              <Button size="sm" variant="ghost" onClick={chat.cancelEdit}>
                {messages.chatEditCancel}
              </Button>
            </p>
          )}
          <Textarea
            ref={chat.inputRef}
            className={styles.input}
            label={messages.chatInput}
            placeholder={`${messages.chatPlaceholder}${chat.keyboardHints ? messages.chatPlaceholderKeys : ''}`}
            value={chat.draft}
            onChange={chat.setDraft}
            onKeyDown={chat.onInputKeyDown}
            maxLength={CHAT_INPUT_MAX_LENGTH}
            rows={3}
            errorMessage={chat.inputError ?? undefined}
            invalid={Boolean(chat.inputError)}
            aria-describedby={chat.inputError ? errorId : undefined}
          />
          <div className={styles.composerActions}>
            <Button variant="ghost" size="sm" onClick={chat.dialog.show}>
              {messages.chatOpenDialog}
            </Button>
            {chat.processing ? (
              <Button variant="secondary" onClick={chat.stop}>
                {messages.chatStop}
              </Button>
            ) : (
              <Button onClick={chat.send}>{messages.chatSend}</Button>
            )}
          </div>
        </div>
      </div>

      <Dialog
        open={chat.dialog.open}
        onOpenChange={chat.dialog.setOpen}
        title={messages.chatDialogTitle}
        width={640}
        footer={
          <>
            <Button variant="secondary" onClick={() => chat.dialog.setOpen(false)}>
              {messages.chatDialogCancel}
            </Button>
            <Button onClick={chat.dialog.send} disabled={chat.processing}>
              {messages.chatSend}
            </Button>
          </>
        }
      >
        <Textarea
          label={messages.chatDialogInput}
          value={chat.dialog.draft}
          onChange={chat.dialog.setDraft}
          rows={15}
          maxLength={CHAT_INPUT_MAX_LENGTH}
          errorMessage={chat.dialog.error ?? undefined}
          invalid={Boolean(chat.dialog.error)}
        />
      </Dialog>
    </section>
  );
}
