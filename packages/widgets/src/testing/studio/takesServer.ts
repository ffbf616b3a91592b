import {
  type Envelope,
  routes,
  type SentenceTakes,
  type TakeBody,
  type TakeSentenceBody,
  type TakesBody,
} from '@dubkit/sdk-core';
import { SENTENCE_TAKES_MAX, takeMissingMessage, takesFullMessage } from '@dubkit/sdk-core/studio';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import chunkA from '../audio/chunk-a.mp3?url';
import chunkB from '../audio/chunk-b.mp3?url';
import { fail, type MockOptions, mock } from '../mock';

/** Story handlers of the studio's sentence takes: list, audio, regenerate and pin, over takes kept per sentence. */

export interface TakesServerOptions {
  /** Each sentence's takes as the story opens, by its markup (else one take, take 0 pinned). */
  initial?: Readonly<Record<string, Pick<SentenceTakes, 'takes' | 'pinned'>>>;
  /** Whether the voice speaks differently each time (false: the offline engine). Default true. */
  varies?: boolean;
  /** An envelope in place of each call's answer (a refusal). */
  listFailure?: Envelope<null>;
  audioFailure?: Envelope<null>;
  regenerateFailure?: Envelope<null>;
  pinFailure?: Envelope<null>;
  /** Holds each call back (loading states). */
  delayMs?: MockOptions['delayMs'];
  /** Hears each call's body. */
  onList?: (body: TakesBody) => void;
  onAudio?: (body: TakeBody) => void;
  onRegenerate?: (body: TakeSentenceBody) => void;
  onPin?: (body: TakeBody) => void;
}

const audioOf = (url: string) => fetch(url).then((response) => response.arrayBuffer());

/**
 * The takes' server, as the reference server keeps them: a regenerate adds a take and pins it (refused at
 * SENTENCE_TAKES_MAX), a pin of a take never made is refused. Each take's audio is one of the two test tones.
 * `reset` (call it as the story mounts) starts every rendering from `initial`.
 */
export function takesServer({
  initial = {},
  varies = true,
  listFailure,
  audioFailure,
  regenerateFailure,
  pinFailure,
  delayMs,
  onList,
  onAudio,
  onRegenerate,
  onPin,
}: TakesServerOptions = {}) {
  let kept = new Map(Object.entries(initial));
  const view = (sentence: string): SentenceTakes => ({ takes: 1, pinned: 0, ...kept.get(sentence), varies });
  const calls = routes.takes;
  return {
    reset: () => {
      kept = new Map(Object.entries(initial));
    },
    handlers: [
      mock(
        calls.list,
        ({ body }) => {
          const asked = body as TakesBody;
          onList?.(asked);
          return listFailure ?? asked.sentences.map(view);
        },
        { delayMs },
      ),
      mock(
        calls.regenerate,
        ({ body }) => {
          const asked = body as TakeSentenceBody;
          onRegenerate?.(asked);
          if (regenerateFailure) return regenerateFailure;
          const { takes } = view(asked.sentence);
          if (takes >= SENTENCE_TAKES_MAX) return fail(400, takesFullMessage());
          kept.set(asked.sentence, { takes: takes + 1, pinned: takes });
          return view(asked.sentence);
        },
        { delayMs },
      ),
      mock(
        calls.pin,
        ({ body }) => {
          const asked = body as TakeBody;
          onPin?.(asked);
          if (pinFailure) return pinFailure;
          const { takes } = view(asked.sentence);
          if (asked.take >= takes) return fail(400, takeMissingMessage());
          kept.set(asked.sentence, { takes, pinned: asked.take });
          return view(asked.sentence);
        },
        { delayMs },
      ),
      http.post(calls.audio.path, async ({ request }) => {
        const asked = (await request.json()) as TakeBody;
        onAudio?.(asked);
        if (delayMs !== undefined) await delay(delayMs);
        if (audioFailure) return HttpResponse.json(audioFailure);
        if (asked.take >= view(asked.sentence).takes) return HttpResponse.json(fail(400, takeMissingMessage()));
        const bytes = await audioOf(asked.take % 2 === 0 ? chunkA : chunkB);
        return HttpResponse.arrayBuffer(bytes, { headers: { 'content-type': 'audio/mpeg' } });
      }),
    ] as RequestHandler[],
  };
}
