import {
  type AnchorVoiceEngine,
  type CueFitReport,
  type CustomAnchor,
  type CustomAnchorAddBody,
  type Envelope,
  type FitReportBody,
  routes,
  type TaskAddBody,
  type TaskAdded,
  type Work,
  type WorkSaveBody,
} from '@dubkit/sdk-core';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import chunkA from '../audio/chunk-a.mp3?url';
import chunkB from '../audio/chunk-b.mp3?url';
import { checkoutServer } from '../membership/handlers';
import { fail, type MockOptions, mock } from '../mock';
import { customAnchor, works } from './fixtures';
import { catalogueHandlers, toolbarMediaHandlers } from './handlers';
import { type TakesServerOptions, takesServer } from './takesServer';

/** Story handlers of the creation page: the catalogue, drafts, tasks, audition audio and the membership checkout. */

export const SUBMITTED: TaskAdded = { status: 200, statusText: 'success' };

export interface StudioServerOptions {
  /** What submitting a task answers (status 200, 402 …). */
  submit?: TaskAdded;
  /** An envelope in place of the audition audio (a refused text). */
  auditionFailure?: Envelope<null>;
  /** Holds the audition back (the 合成中 state). */
  auditionDelayMs?: MockOptions['delayMs'];
  /** Saved drafts the work detail answers from. */
  drafts?: readonly Work[];
  /** Hears each body sent. */
  onSave?: (body: WorkSaveBody) => void;
  onSubmit?: (body: TaskAddBody) => void;
  onAudition?: (body: Record<string, unknown>) => void;
  onCustomAdd?: (body: CustomAnchorAddBody) => void;
  onFavorite?: (anchorId: number, favorite: boolean) => void;
  /** The membership checkout's order check: 1 paid, -1 expired, else waiting (the default). */
  paymentStatus?: (orderNo: string) => number;
  /** What the fit report answers for a script of cues (fit to timing): a report of its own, or a failure. */
  fitReport?: (body: FitReportBody) => CueFitReport[] | Envelope<null>;
  /** The sentence takes' server (逐句试听). */
  takes?: TakesServerOptions;
  /** The engine the anchors' details name (a server with neural speech providers). */
  voiceEngine?: AnchorVoiceEngine;
}

const audioOf = (url: string) => fetch(url).then((response) => response.arrayBuffer());

/**
 * The creation page's server. Each audition chunk is answered with a real MP3 (the two test tones in turn), so the
 * MediaSource player plays it. `reset` (call it as the story mounts) starts every rendering from new work 1001.
 */
export function studioServer({
  submit = SUBMITTED,
  auditionFailure,
  auditionDelayMs,
  drafts = works,
  onSave,
  onSubmit,
  onAudition,
  onCustomAdd,
  onFavorite,
  paymentStatus,
  fitReport = () => [],
  takes,
  voiceEngine,
}: StudioServerOptions = {}) {
  const sentenceTakes = takesServer(takes);
  let nextWorkId = 1001;
  let chunks = 0;
  const checkout = checkoutServer({ status: paymentStatus });
  const favorite =
    (value: boolean) =>
    ({ query }: { query: URLSearchParams }) => {
      onFavorite?.(Number(query.get('anchorId')), value);
      return null;
    };
  return {
    reset: () => {
      nextWorkId = 1001;
      chunks = 0;
      checkout.reset();
      sentenceTakes.reset();
    },
    handlers: [
      ...catalogueHandlers({ voiceEngine }),
      ...toolbarMediaHandlers(),
      ...checkout.handlers,
      ...sentenceTakes.handlers,
      mock(routes.anchors.favorite, favorite(true)),
      mock(routes.anchors.unfavorite, favorite(false)),
      mock(routes.anchors.customAdd, ({ body }) => {
        const added = body as CustomAnchorAddBody;
        onCustomAdd?.(added);
        return { ...customAnchor, id: 502, name: added.name, comment: added.comment } satisfies CustomAnchor;
      }),
      mock(routes.works.detail, ({ query }) => {
        const work = drafts.find(({ workId }) => workId === Number(query.get('workId')));
        return work ?? fail(404, '作品不存在');
      }),
      mock(routes.works.save, ({ body }) => {
        const saved = body as WorkSaveBody;
        onSave?.(saved);
        const workId = saved.workId || nextWorkId++;
        // Stamped now, as the server does: the editor footer shows the later of the last edit and the last save.
        return { workId, title: saved.title ?? '', updateTime: Date.now() };
      }),
      mock(routes.tasks.add, ({ body }) => {
        onSubmit?.(body as TaskAddBody);
        return submit;
      }),
      mock(routes.tasks.fitReport, ({ body }) => fitReport(body as FitReportBody)),
      http.post(routes.tasks.audition.path, async ({ request }) => {
        onAudition?.((await request.json()) as Record<string, unknown>);
        if (auditionDelayMs !== undefined) await delay(auditionDelayMs);
        if (auditionFailure) return HttpResponse.json(auditionFailure);
        const bytes = await audioOf(chunks++ % 2 === 0 ? chunkA : chunkB);
        return HttpResponse.arrayBuffer(bytes, { headers: { 'content-type': 'audio/mpeg' } });
      }),
    ] as RequestHandler[],
  };
}
