import { Button, Dialog, IconButton, Spinner } from '@dubkit/ui';
import * as styles from './SentenceList.css';
import type { SentenceRow } from './sentenceListRules';
import type { PlayingTake } from './sentenceListStore';
import { type SentenceListState, type UseSentenceListOptions, useSentenceList } from './useSentenceList';

export type SentenceListProps = UseSentenceListOptions;

/**
 * The studio's sentence list with takes (逐句试听): each sentence of the script, its pinned take to play, its takes
 * (版本1…版本n) to compare and pin one, and 重新生成 for a new take that plays as it comes.
 */
export function SentenceList(props: SentenceListProps) {
  const takes = useSentenceList(props);
  return <SentenceListView open={props.open} onOpenChange={props.onOpenChange} {...takes} />;
}

export type SentenceListViewProps = Pick<SentenceListProps, 'open' | 'onOpenChange'> & SentenceListState;

const isPlaying = (playing: PlayingTake | null, sentence: string, take: number) =>
  playing !== null && playing.sentence === sentence && playing.take === take;

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={playing ? 'M4 4h8v8H4z' : 'M5 3l8 5-8 5z'} fill="currentColor" />
    </svg>
  );
}

function PlayButton({
  label,
  playing,
  sentence,
  take,
  onToggle,
}: {
  label: string;
  playing: PlayingTake | null;
  sentence: string;
  take: number;
  onToggle: (sentence: string, take: number) => void;
}) {
  const on = isPlaying(playing, sentence, take);
  return (
    <IconButton
      label={label}
      variant="secondary"
      size="sm"
      round
      pressed={on}
      loading={on && playing?.state === 'loading'}
      data-state={on ? playing?.state : 'idle'}
      onClick={() => onToggle(sentence, take)}
    >
      <PlayIcon playing={on && playing?.state === 'playing'} />
    </IconButton>
  );
}

function Row({ row, takes }: { row: SentenceRow; takes: SentenceListState }) {
  const { messages, label, playing } = takes;
  const { sentence } = row;
  const known = takes.takes[sentence];
  const busy = takes.busy[sentence];
  const error = takes.errors[sentence];
  const versions = takes.versionsOf(sentence);
  const name = label(messages.takesSentence, 'n', row.index + 1);
  const textId = `takes-sentence-${row.index}`;
  return (
    <li className={styles.row} aria-label={name} aria-busy={busy ? true : undefined} data-sentence={row.index}>
      <span className={styles.number} aria-hidden="true">
        {row.index + 1}
      </span>
      <p id={textId} className={styles.text}>
        {row.text}
      </p>
      <div className={styles.actions}>
        {row.tooLong ? null : (
          <>
            <PlayButton
              label={messages.takesPlay}
              playing={playing}
              sentence={sentence}
              take={known?.pinned ?? 0}
              onToggle={takes.toggle}
            />
            <Button
              variant="secondary"
              size="sm"
              loading={busy === 'regenerating'}
              aria-describedby={textId}
              onClick={() => void takes.regenerate(sentence)}
            >
              {messages.takesRegenerate}
            </Button>
          </>
        )}
      </div>
      <div className={styles.details}>
        {row.tooLong && (
          <p className={styles.error}>{label(messages.takesTooLong, 'count', takes.auditionMaxLength)}</p>
        )}
        {busy === 'listing' && <Spinner size="sm" label={messages.takesLoading} showLabel className={styles.status} />}
        {known && versions.length > 0 && (
          <>
            <span className={styles.versionsLabel} id={`${textId}-versions`}>
              {messages.takesVersions}
            </span>
            <ul className={styles.versions} aria-labelledby={`${textId}-versions`}>
              {versions.map((take) => {
                const pinned = known.pinned === take;
                const version = label(messages.takesVersion, 'n', take + 1);
                return (
                  <li key={take} className={styles.version} data-pinned={pinned || undefined}>
                    <PlayButton
                      label={label(messages.takesPlayVersion, 'n', take + 1)}
                      playing={playing}
                      sentence={sentence}
                      take={take}
                      onToggle={takes.toggle}
                    />
                    <button
                      type="button"
                      className={styles.pin}
                      aria-pressed={pinned}
                      aria-disabled={busy === 'pinning' || undefined}
                      onClick={() => void takes.pin(sentence, take)}
                    >
                      {version}
                      {pinned && <span aria-hidden="true"> ✓</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
            {!known && busy !== 'listing' && (
              <Button variant="ghost" size="sm" onClick={takes.retry}>
                {messages.takesRetry}
              </Button>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** The sentence list's view: its copy, rows, takes and actions come from useSentenceList. */
export function SentenceListView({ open, onOpenChange, ...takes }: SentenceListViewProps) {
  const { messages } = takes;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.takesTitle} closeLabel={messages.close} width={720}>
      <div className={styles.body}>
        <p className={styles.intro}>{messages.takesIntro}</p>
        {!takes.hasVoice ? (
          <p className={styles.note}>{messages.takesVoiceMissing}</p>
        ) : takes.rows.length === 0 ? (
          <p className={styles.note}>{messages.takesEmpty}</p>
        ) : (
          <>
            {takes.same && (
              <p className={styles.note} role="note">
                {messages.takesSame}
              </p>
            )}
            <ol className={styles.list} aria-label={messages.takesListLabel}>
              {takes.listed.map((row) => (
                <Row key={row.index} row={row} takes={takes} />
              ))}
            </ol>
            {takes.remaining > 0 && (
              <Button variant="secondary" className={styles.more} onClick={takes.showMore}>
                {takes.label(messages.takesMore, 'count', takes.remaining)}
              </Button>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
