import {
  type CueFitReport,
  type DubKitStreams,
  type RewriteBody,
  userFacingMessage,
  type WritableStore,
} from '@dubkit/sdk-core';
import { createTextStream, type TextStreamStore } from '@dubkit/sdk-core/assistant';
import { fitLineLength } from '@dubkit/sdk-core/studio';
import { format } from '../../shared/format';

/** AI缩短 in the fit report: the writing assistant's shorter line for a cue that overruns, which can replace it. */

/** Where a cue's shortening stands; a cue never asked for has none. */
export type CueShorten =
  | { state: 'loading' }
  | { state: 'suggested'; text: string }
  | { state: 'failed'; message: string };

/** Each asked-for cue's shortening, by its place in the report. */
export type FitShortens = Readonly<Record<number, CueShorten>>;

/** What the assistant is asked: the cue's text, at most as many characters as fit its slot at the greatest speed-up. */
export const shortenBody = (cue: Pick<CueFitReport, 'text' | 'naturalMs' | 'slotMs'>): RewriteBody => ({
  content: cue.text,
  maxLength: fitLineLength(cue.text, cue.naturalMs, cue.slotMs),
});

/** A finished stream's answer: the shorter line, or what the creator reads of its failure (never an HTTP status). */
export function shortenOutcome(status: string, output: string, fallback: string): CueShorten {
  const text = output.trim();
  if (status === 'done' && text) return { state: 'suggested', text };
  return { state: 'failed', message: userFacingMessage(status === 'failed' ? output : '', fallback) };
}

export interface FitShortenCopy {
  studioFitShorten: string;
  studioFitShortenFor: string;
  studioFitShortening: string;
  studioFitShortened: string;
  studioFitRegenerate: string;
  studioFitRegenerateFor: string;
  studioFitReplace: string;
  studioFitReplaceFor: string;
}

export interface ShortenView {
  state: CueShorten['state'] | 'idle';
  /** The assistant's line, shown under the original. */
  suggestion: string | null;
  /** Read out as it changes: loading, the suggestion's arrival, a failure's message (shown). */
  status: string;
  /** AI缩短, or 重新生成 once there is a suggestion: one button, so focus stays on it throughout. */
  action: { text: string; label: string };
  replaceLabel: string;
}

/** What a cue's row shows of its shortening (cues counted from 1). */
export function shortenView(index: number, shorten: CueShorten | undefined, copy: FitShortenCopy): ShortenView {
  const values = { index: index + 1 };
  const suggested = shorten?.state === 'suggested';
  return {
    state: shorten?.state ?? 'idle',
    suggestion: suggested ? shorten.text : null,
    status:
      shorten?.state === 'loading'
        ? format(copy.studioFitShortening, values)
        : shorten?.state === 'failed'
          ? shorten.message
          : suggested
            ? format(copy.studioFitShortened, values)
            : '',
    action: suggested
      ? { text: copy.studioFitRegenerate, label: format(copy.studioFitRegenerateFor, values) }
      : { text: copy.studioFitShorten, label: format(copy.studioFitShortenFor, values) },
    replaceLabel: format(copy.studioFitReplaceFor, values),
  };
}

export interface FitShortenerOptions {
  streams: Pick<DubKitStreams, 'gpt'>;
  store: WritableStore<{ fitReport: CueFitReport[] | null; fitShortens: FitShortens }>;
  /** A failure without product copy of its own. */
  fallback: string;
}

export interface FitShortener {
  /** Asks for a shorter line for the report's `index`-th cue; again while one is on its way does nothing. */
  shorten(index: number): Promise<void>;
  /** The report closes: answers on their way are dropped, and every suggestion with them. */
  reset(): void;
}

export function createFitShortener({ streams, store, fallback }: FitShortenerOptions): FitShortener {
  const running = new Set<TextStreamStore<RewriteBody>>();
  const set = (index: number, shorten: CueShorten) =>
    store.set({ fitShortens: { ...store.getSnapshot().fitShortens, [index]: shorten } });

  return {
    shorten: async (index) => {
      const { fitReport, fitShortens } = store.getSnapshot();
      const cue = fitReport?.[index];
      if (!cue || fitShortens[index]?.state === 'loading') return;
      set(index, { state: 'loading' });
      const stream = createTextStream<RewriteBody>({ stream: (body, options) => streams.gpt.rewrite(body, options) });
      running.add(stream);
      await stream.start(shortenBody(cue));
      // Reset (the report closed) while the answer came: it is for a report no longer shown.
      if (!running.delete(stream)) return;
      const { status, output } = stream.getSnapshot();
      set(index, shortenOutcome(status, output, fallback));
    },
    reset: () => {
      for (const stream of running) stream.stop();
      running.clear();
      store.set({ fitShortens: {} });
    },
  };
}
