/**
 * Pure rules of the audio extraction tool (spec part 2 §2 "Audio extraction", §4 "Audio extraction progress":
 * step 0 idle, step 1 reading with a percent, step 2 extracting). No I/O: the engine and the hook use these.
 */

/** The files the tool takes: what a browser's demuxer (mediabunny) reads as MP4 / QuickTime. */
export const AUDIO_EXTRACT_ACCEPT = [
  '.mp4',
  '.mov',
  '.m4a',
  'video/mp4',
  'video/quicktime',
  'audio/mp4',
  'audio/x-m4a',
];

/** Why an extraction stopped; `codec` names the codec the browser cannot decode. */
export type AudioExtractFailure =
  | { kind: 'noAudio' }
  | { kind: 'unsupported'; codec: string }
  | { kind: 'noWebCodecs' }
  | { kind: 'unreadable'; detail?: string };

export type AudioExtractState =
  | { step: 0; status: 'idle'; fileName: null; percent: 0; outputName: null; failure: null }
  | { step: 1; status: 'reading'; fileName: string; percent: number; outputName: string; failure: null }
  | { step: 2; status: 'extracting'; fileName: string; percent: 100; outputName: string; failure: null }
  | { step: 0; status: 'done'; fileName: string; percent: 100; outputName: string; failure: null }
  | { step: 0; status: 'failed'; fileName: string; percent: number; outputName: string; failure: AudioExtractFailure };

export type AudioExtractStatus = AudioExtractState['status'];

export type AudioExtractEvent =
  | { type: 'start'; fileName: string }
  | { type: 'progress'; fraction: number }
  | { type: 'extracting' }
  | { type: 'done' }
  | { type: 'fail'; failure: AudioExtractFailure }
  | { type: 'reset' };

export const AUDIO_EXTRACT_IDLE: AudioExtractState = {
  step: 0,
  status: 'idle',
  fileName: null,
  percent: 0,
  outputName: null,
  failure: null,
};

// Control characters, then the ones Windows refuses in a name.
const CONTROL = new RegExp(`[${String.fromCharCode(0)}-${String.fromCharCode(31)}]+`, 'g');
const WINDOWS_RESERVED = /[\\/:*?"<>|]+/g;

/** The WAV's name from the video's: `旅行 vlog.mp4` → `旅行 vlog.wav`; characters no file system takes become `_`. */
export function wavFileName(videoName: string): string {
  const base = videoName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(CONTROL, '_')
    .replace(WINDOWS_RESERVED, '_')
    .trim()
    .replace(/^\.+/, '');
  return `${base || 'audio'}.wav`;
}

/**
 * How far decoding is, 0…1, from the end of the last decoded sample (`timestamp + duration`, in seconds) over the
 * track's span (`start` to `end`). Unknown or empty spans give 0; it never goes back and never passes 1.
 */
export function decodeFraction(sampleEnd: number, start: number, end: number, previous = 0): number {
  const span = end - start;
  if (!Number.isFinite(span) || span <= 0 || !Number.isFinite(sampleEnd)) return previous;
  const fraction = Math.min(1, Math.max(0, (sampleEnd - start) / span));
  return Math.max(previous, fraction);
}

/**
 * How many AudioDecoders to run at once on contiguous shares of a track (browsers run each on its own thread): one for
 * short files, else one per core, at most four, each with at least 200 packets.
 */
export function decoderCount(packets: number, seconds: number, cores: number | undefined): number {
  if (packets < 400 || seconds < 30) return 1;
  return Math.max(1, Math.min(4, cores ?? 2, Math.floor(packets / 200)));
}

/** A whole percent for the bar: floor, so 100 % only shows when all is decoded. */
export function toPercent(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.min(100, Math.max(0, Math.floor(fraction * 100)));
}

/** The state after an event; events that do not fit the current status leave it as it is. */
export function audioExtractReducer(state: AudioExtractState, event: AudioExtractEvent): AudioExtractState {
  switch (event.type) {
    case 'start':
      return {
        step: 1,
        status: 'reading',
        fileName: event.fileName,
        percent: 0,
        outputName: wavFileName(event.fileName),
        failure: null,
      };
    case 'progress': {
      if (state.status !== 'reading') return state;
      const percent = Math.max(state.percent, toPercent(event.fraction));
      return percent === state.percent ? state : { ...state, percent };
    }
    case 'extracting':
      if (state.status !== 'reading') return state;
      return { ...state, step: 2, status: 'extracting', percent: 100 };
    case 'done':
      if (state.status !== 'extracting' && state.status !== 'reading') return state;
      return { ...state, step: 0, status: 'done', percent: 100 };
    case 'fail':
      if (state.status !== 'reading' && state.status !== 'extracting') return state;
      return { ...state, step: 0, status: 'failed', failure: event.failure };
    case 'reset':
      return AUDIO_EXTRACT_IDLE;
  }
}

/** True while the tool works on a file (a new file waits, the cancel button shows). */
export function isBusy(state: AudioExtractState): boolean {
  return state.status === 'reading' || state.status === 'extracting';
}
