import type { CueFitReport } from '@dubkit/sdk-core';
import { Button, Dialog } from '@dubkit/ui';
import { useId, useRef } from 'react';
import type { StudioCopy } from '../copy';
import * as styles from './FitReportDialog.css';
import { type FitShortens, shortenView } from './fitShorten';
import { useFitReport } from './useFitReport';

export interface FitReportDialogProps {
  /** The fit of every cue when one overruns; null keeps the dialog closed. */
  report: readonly CueFitReport[] | null;
  messages: StudioCopy;
  /** 返回修改, or the dialog closed: nothing is submitted. */
  onRevise: () => void;
  /** 仍然提交: the task goes as it is. */
  onSubmitAnyway: () => void;
  /** AI缩短 of each cue asked for, by its place in the report. */
  shortens: FitShortens;
  /** AI缩短 or 重新生成 for the report's `index`-th cue. */
  onShorten: (index: number) => void;
  /** 替换: the cue's text becomes its suggestion. */
  onReplace: (index: number) => void;
}

/** Before a fitted task: a bar per cue on the timeline (green fits, amber stretched, red overruns) and what overruns. */
export function FitReportDialog(props: FitReportDialogProps) {
  const { report, messages, onRevise, onSubmitAnyway, shortens, onShorten, onReplace } = props;
  const { shown, bars, overruns, statuses } = useFitReport(report, messages);
  const headingId = useId();
  // It opens on 返回修改: Enter right away must not spend the assistant's tokens or submit.
  const revise = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={report !== null}
      initialFocus={revise}
      onOpenChange={(open) => !open && onRevise()}
      title={messages.studioFitTitle}
      closeLabel={messages.close}
      width={560}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" ref={revise} onClick={onRevise}>
            {messages.studioFitRevise}
          </Button>
          <Button onClick={onSubmitAnyway}>{messages.studioFitSubmitAnyway}</Button>
        </div>
      }
    >
      <div className={styles.body} data-cues={shown.length}>
        <p className={styles.intro}>{messages.studioFitIntro}</p>
        <ol className={styles.timeline} aria-label={messages.studioFitTimeline}>
          {bars.map((bar) => (
            <li
              key={bar.index}
              className={styles.bar[bar.status]}
              data-status={bar.status}
              style={{ left: `${bar.leftPct}%`, width: `${bar.widthPct}%` }}
            >
              <span className={styles.visuallyHidden}>{bar.label}</span>
            </li>
          ))}
        </ol>
        <ul className={styles.legend} aria-hidden="true">
          {statuses.map(({ status, label }) => (
            <li key={status} className={styles.legendItem}>
              <span className={styles.swatch[status]} />
              {label}
            </li>
          ))}
        </ul>
        <h3 className={styles.overrunsTitle} id={headingId}>
          {messages.studioFitOverruns}
        </h3>
        <ul className={styles.overruns} aria-labelledby={headingId}>
          {overruns.map((overrun) => {
            const shorten = shortenView(overrun.index, shortens[overrun.index], messages);
            return (
              <li key={overrun.index} className={styles.overrun} data-shorten={shorten.state}>
                <strong>{overrun.message}</strong>
                <span className={styles.overrunText}>{overrun.text}</span>
                {shorten.suggestion !== null && (
                  <p className={styles.suggestion}>
                    <span className={styles.suggestionLabel}>{messages.studioFitSuggestion}</span>
                    {shorten.suggestion}
                  </p>
                )}
                <p role="status" className={shorten.state === 'failed' ? styles.shortenFailed : styles.visuallyHidden}>
                  {shorten.status}
                </p>
                <div className={styles.shortenActions}>
                  {shorten.suggestion !== null && (
                    <Button size="sm" aria-label={shorten.replaceLabel} onClick={() => onReplace(overrun.index)}>
                      {messages.studioFitReplace}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    data-state={shorten.state}
                    loading={shorten.state === 'loading'}
                    aria-label={shorten.action.label}
                    onClick={() => onShorten(overrun.index)}
                  >
                    {shorten.action.text}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
