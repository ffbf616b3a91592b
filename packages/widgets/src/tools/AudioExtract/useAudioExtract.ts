import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useDubKit } from '../../provider';
import { saveBlob } from '../../shared/download';
import { format } from '../../shared/format';
import { useToolsMessages } from '../copy';
import {
  AUDIO_EXTRACT_ACCEPT,
  AUDIO_EXTRACT_IDLE,
  type AudioExtractFailure,
  audioExtractReducer,
  isBusy,
  toPercent,
  wavFileName,
} from './audioExtractRules';
import { AudioExtractError, type ExtractAudio, extractAudio } from './extractAudio';

export interface UseAudioExtractOptions {
  /** The engine; mediabunny in the browser by default (stories and tests pass their own). */
  extract?: ExtractAudio;
  /** Hands the WAV to the user; a download by default. */
  save?: (blob: Blob, fileName: string) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Audio extraction (/aitools/audioParse): a picked or dropped video becomes a WAV download, decoded in the browser;
 * step 0 idle, 1 reading with a percent, 2 extracting (spec part 2 §2, §4, §8).
 */
export function useAudioExtract({ extract = extractAudio, save = saveBlob }: UseAudioExtractOptions = {}) {
  const { toaster } = useDubKit();
  const messages = useToolsMessages();
  const [state, dispatch] = useReducer(audioExtractReducer, AUDIO_EXTRACT_IDLE);
  const running = useRef<AbortController | null>(null);
  const result = useRef<Blob | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const failureMessage = useCallback(
    (failure: AudioExtractFailure | null) => {
      if (!failure) return null;
      switch (failure.kind) {
        case 'noAudio':
          return messages.audioExtractNoAudio;
        case 'unsupported':
          return format(messages.audioExtractUnsupported, { codec: failure.codec });
        case 'noWebCodecs':
          return messages.audioExtractNoWebCodecs;
        case 'unreadable':
          return messages.audioExtractUnreadable;
      }
    },
    [messages],
  );

  const pick = async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    result.current = null;
    dispatch({ type: 'start', fileName: file.name });
    let shown = 0;
    try {
      const wav = await extract(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          const percent = toPercent(fraction);
          if (percent === shown || controller.signal.aborted) return;
          shown = percent;
          dispatch({ type: 'progress', fraction });
        },
        onExtracting: () => {
          if (!controller.signal.aborted) dispatch({ type: 'extracting' });
        },
      });
      if (controller.signal.aborted) return;
      result.current = wav;
      dispatch({ type: 'extracting' });
      save(wav, wavFileName(file.name));
      dispatch({ type: 'done' });
      toaster.success(messages.audioExtractSucceeded);
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      const failure: AudioExtractFailure =
        error instanceof AudioExtractError
          ? error.failure
          : { kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
      dispatch({ type: 'fail', failure });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return {
    state,
    busy: isBusy(state),
    accept: AUDIO_EXTRACT_ACCEPT,
    error: failureMessage(state.failure),
    pick: (file: File) => void pick(file),
    cancel: () => {
      running.current?.abort();
      running.current = null;
      dispatch({ type: 'reset' });
    },
    reset: () => dispatch({ type: 'reset' }),
    /** Saves the last WAV again (the browser may have blocked or the user lost the first download). */
    downloadAgain: () => {
      if (result.current && state.outputName) save(result.current, state.outputName);
    },
  };
}

export type AudioExtractModel = ReturnType<typeof useAudioExtract>;
