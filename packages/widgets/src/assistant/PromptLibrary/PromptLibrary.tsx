import { Button, Card, CopyButton, Empty, Pagination, Skeleton, Tag } from '@dubkit/ui';
import { useId, useRef } from 'react';
import type { CopyProps } from '../../provider';
import { type AssistantCopy, useAssistantMessages } from '../copy';
import * as styles from './PromptLibrary.css';
import type { PromptLanguage } from './promptLibraryRules';
import { type UsePromptLibraryOptions, usePromptLibrary } from './usePromptLibrary';

export type PromptLibraryProps = UsePromptLibraryOptions;

/** The prompt library page (/gpt/prompts): twelve prompt cards a page, each with a zh/en toggle and copy; a pager. */
export function PromptLibrary(options: PromptLibraryProps) {
  const messages = useAssistantMessages();
  const library = usePromptLibrary(options);
  return <PromptLibraryView messages={messages} library={library} />;
}

export type PromptLibraryViewProps = CopyProps<AssistantCopy> & { library: ReturnType<typeof usePromptLibrary> };

const LANGUAGES: readonly PromptLanguage[] = ['zh', 'en'];
const PLACEHOLDERS = Array.from({ length: 8 }, (_, index) => index);

/** The view of PromptLibrary: its copy and state come as props from the widget. */
export function PromptLibraryView({ messages, library }: PromptLibraryViewProps) {
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const languageName = { zh: messages.promptLanguageZh, en: messages.promptLanguageEn };

  const goTo = (page: number) => {
    library.goTo(page);
    // The pager is below the cards: bring the top of the new page into view.
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) root.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section
      ref={root}
      className={styles.root}
      aria-labelledby={titleId}
      aria-busy={library.loading}
      data-state={library.status}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {messages.promptLibraryTitle}
        </h2>
        <p className={styles.intro}>{messages.promptLibraryIntro}</p>
      </header>

      {library.firstLoad && (
        <ul className={styles.grid} aria-hidden="true">
          {PLACEHOLDERS.map((index) => (
            <li key={index} className={styles.placeholder}>
              <Skeleton width="45%" />
              <Skeleton lines={5} />
            </li>
          ))}
        </ul>
      )}

      {library.cards.length > 0 && (
        <ul className={styles.grid} aria-label={messages.promptList}>
          {library.cards.map((card, index) => {
            const cardTitleId = `${titleId}-card-${index}`;
            return (
              <li key={card.key} className={styles.item}>
                <Card as="article" className={styles.card} aria-labelledby={cardTitleId} data-language={card.language}>
                  <div className={styles.cardHead}>
                    <div className={styles.cardTitles}>
                      <h3 id={cardTitleId} className={styles.cardTitle}>
                        {card.title}
                      </h3>
                      {card.subtitle && (
                        <Tag tone="brand" className={styles.subtitle}>
                          {card.subtitle}
                        </Tag>
                      )}
                    </div>
                    {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form fieldset. */}
                    <div className={styles.toggle} role="group" aria-label={`${card.title} ${messages.promptLanguage}`}>
                      {LANGUAGES.map((language) => (
                        <button
                          key={language}
                          type="button"
                          className={styles.toggleButton}
                          lang={language === 'en' ? 'en' : 'zh-CN'}
                          aria-pressed={card.language === language}
                          onClick={() => card.setLanguage(language)}
                        >
                          {languageName[language]}
                        </button>
                      ))}
                    </div>
                  </div>
                  <p className={styles.text} lang={card.language === 'en' ? 'en' : 'zh-CN'}>
                    {card.text}
                  </p>
                  <div className={styles.cardFoot}>
                    <CopyButton size="sm" text={card.text} messages={library.copyMessages} aria-label={card.copyLabel}>
                      {messages.promptCopy}
                    </CopyButton>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      {library.empty && (
        <Empty
          title={messages.promptEmpty}
          action={
            library.failed ? (
              <Button variant="secondary" onClick={library.reload}>
                {messages.promptReload}
              </Button>
            ) : undefined
          }
        />
      )}

      {library.pageCount > 1 && (
        <Pagination
          className={styles.pagination}
          label={messages.promptPager}
          totalPages={library.pageCount}
          page={library.page}
          onChange={goTo}
        />
      )}
    </section>
  );
}
