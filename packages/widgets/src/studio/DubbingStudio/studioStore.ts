import { getContent, getDocument, type HeadlessScriptEditor } from '@dubkit/editor';
import {
  type AnchorType,
  type CueFitReport,
  createStore,
  DEVELOPMENT_AUDITION_KEY,
  type DubKitClient,
  type DubKitStreams,
  type ReadableStore,
  type SessionStore,
} from '@dubkit/sdk-core';
import { isBlankScript, type ScriptDocument, type SubtitleCueIn, type VoiceSelection } from '@dubkit/sdk-core/markup';
import {
  type AuditionSnapshot,
  createDraftStore,
  DRAFT_EMPTY,
  type DraftSnapshot,
  type LoudnessTarget,
  validateWorkTitle,
  type WorkTitleMaxLength,
} from '@dubkit/sdk-core/studio';
import type { Toaster } from '@dubkit/ui';
import type { Range } from 'slate';
import { DEFAULT_SITE_PATHS, type SitePaths } from '../../provider/paths';
import type { StudioCopy } from '../copy';
import { createFitShortener, type FitShortens } from '../FitReport/fitShorten';
import { defaultSettings, type SynthesisSettings } from './settings';
import { createStudioActions } from './studioActions';
import { createStudioAudition, idleAudition } from './studioAudition';
import { createStudioLoader } from './studioLoader';
import {
  type CreationQuery,
  defaultTaskSettings,
  type StudioVoice,
  saveBody,
  type TakesVoice,
  type TemplateForm,
  takesVoice,
  typedTitle,
} from './studioRules';

export { AUDITION_HIGHLIGHT_DELAY_MS } from './studioAudition';

export type StudioStatus = 'loading' | 'ready' | 'failed';

/** The one dialog the studio may show: a submit's outcome, the audition's selection hint or its failure. */
export type StudioDialog =
  | { kind: 'submitted' }
  | { kind: 'submitFailed'; title: string; message: string; canBuy: boolean }
  | { kind: 'auditionHint'; message: string }
  | { kind: 'auditionFailed'; message: string };

/** Where the studio's buttons lead; the host maps each to its router. */
export interface StudioPaths {
  /** Where a visitor is sent (the site's home). */
  visitor: string;
  /** 返回 and 创作中心. */
  creationCenter: string;
  /** 查看任务 after a submit: the creation center's task tab. */
  tasks: string;
}

/** The studio's paths among the site's (DubKitProvider's `paths`): home, the creation center and its task tab. */
export const studioPaths = (site: Readonly<SitePaths>): StudioPaths => ({
  visitor: site.home,
  creationCenter: site.creationCenter,
  tasks: site.creationTasks,
});

export const DEFAULT_STUDIO_PATHS: Readonly<StudioPaths> = Object.freeze(studioPaths(DEFAULT_SITE_PATHS));

export interface StudioSnapshot {
  status: StudioStatus;
  failure: string | null;
  voice: StudioVoice | null;
  settings: SynthesisSettings;
  title: string;
  titleError: string | null;
  favorite: boolean;
  submitting: boolean;
  dialog: StudioDialog | null;
  /** The membership checkout is open for this reason (a members-only voice at 立即合成), else null. */
  checkoutNotice: string | null;
  /** The audition has run long enough for its text to be highlighted (spec part 2 §4). */
  highlighted: boolean;
  /** The range the running audition speaks. */
  auditioned: Range | null;
  draft: DraftSnapshot;
  audition: AuditionSnapshot;
  /** 对齐字幕时间: subtitles come in with their timing, and tasks are fitted to it. Saved with the draft. */
  fitToTiming: boolean;
  /** 响度标准: the loudness (LUFS) the task is mastered to. Saved with the draft, sent with every task. */
  loudnessTarget: LoudnessTarget;
  /** Timed subtitles waiting for their speakers' voices (the speakers dialog), else null. */
  speakerImport: { cues: SubtitleCueIn[]; speakers: string[] } | null;
  /** The fit of each cue when one overruns (the report dialog before submit), else null. */
  fitReport: CueFitReport[] | null;
  /** AI缩短 in that report: each asked-for cue's shorter line, on its way, or failure. */
  fitShortens: FitShortens;
}

export interface StudioStoreOptions {
  client: DubKitClient;
  /** The writing assistant's streams: AI缩短 in the fit report asks it for shorter lines. */
  streams: Pick<DubKitStreams, 'gpt'>;
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>;
  editor: HeadlessScriptEditor;
  messages: StudioCopy;
  toaster: Pick<Toaster, 'success' | 'warning' | 'error'>;
  navigate: (to: string) => void;
  paths?: StudioPaths;
  /** The page's query (see `creationQuery`): which anchor, template, role or saved work to open. */
  query: CreationQuery;
  /** After the first save (the new workId) and after a voice switch: the host puts it in its address. */
  onQueryChange?: (change: Partial<CreationQuery>) => void;
  /** The key audition text is encrypted with; the reference server's development key by default. */
  auditionKey?: string;
  /** Quiet time before a change is saved by itself. Default 10 s. */
  autoSaveDelayMs?: number;
  /** The title rule's length: the spec's 1-20 by default, or its other reading, 1-15. */
  titleMaxLength?: WorkTitleMaxLength;
}

export interface StudioStore extends ReadableStore<StudioSnapshot> {
  /** Follows the session and opens the query's work or anchor; returns the stop function. */
  start(): () => void;
  /** The host's query changed (its address): open what it names unless it is on screen already. */
  setQuery(query: CreationQuery): void;
  /** Auditions play through the page's audio element once it is mounted; returns the detach function. */
  attachAudio(audio: HTMLAudioElement): () => void;
  setSettings(settings: SynthesisSettings): void;
  setFitToTiming(on: boolean): void;
  setLoudnessTarget(target: LoudnessTarget): void;
  setTitle(value: string): void;
  checkTitle(): void;
  /** The script changed: it is saved as a draft after a quiet time. */
  changed(): void;
  /** A toolbar refusal: the audition's selection rule comes with its 温馨提示 heading. */
  warn(message: string): void;
  dismissDialog(): void;
  /** The checkout opened by a refused submit was closed. */
  dismissCheckout(): void;
  openCreationCenter(): void;
  viewTasks(): void;
  play(document: ScriptDocument): void;
  pause(): void;
  resume(): void;
  stop(): void;
  switchVoice(anchorType: AnchorType, anchorId: number): Promise<void>;
  toggleFavorite(): Promise<void>;
  saveTemplate(form: TemplateForm): Promise<void>;
  importSrt(file: File): Promise<void>;
  confirmSpeakers(voices: Readonly<Record<string, VoiceSelection>>): void;
  cancelSpeakers(): void;
  save(): Promise<void>;
  submit(): Promise<void>;
  submitAnyway(): Promise<void>;
  reviseFit(): void;
  shortenFitCue(index: number): Promise<void>;
  replaceFitCue(index: number): void;
  /** The script as it stands and the voice a task would speak it with (null before a voice): the sentence list's. */
  sentenceScript(): { document: ScriptDocument; voice: TakesVoice | null };
  dispose(): void;
}

/**
 * The creation page's state: the voice or work it opens, settings, title, draft, audition, submit and its dialog.
 * It composes the loader (studioLoader.ts), the audition (studioAudition.ts) and the script's actions
 * (studioActions.ts) over one snapshot.
 */
export function createStudioStore(options: StudioStoreOptions): StudioStore {
  const { client, session, editor, messages, toaster, navigate, onQueryChange } = options;
  const { paths = DEFAULT_STUDIO_PATHS, auditionKey = DEVELOPMENT_AUDITION_KEY, titleMaxLength = 20 } = options;
  // The id the host was last told about: each save answers with the work's id, only a new one is reported.
  let reported = options.query.workId;
  const draft = createDraftStore({
    save: (body) => client.works.save(body, { handled: true }),
    workId: options.query.workId,
    delayMs: options.autoSaveDelayMs,
    isBlank: () => isBlankScript(getDocument(editor)),
    onSaved: ({ workId }) => {
      if (workId === reported) return;
      reported = workId;
      onQueryChange?.({ workId });
    },
  });
  const store = createStore<StudioSnapshot>({
    status: 'loading',
    failure: null,
    voice: null,
    settings: defaultSettings,
    title: '',
    titleError: null,
    favorite: false,
    submitting: false,
    dialog: null,
    checkoutNotice: null,
    highlighted: false,
    auditioned: null,
    draft: draft.getSnapshot(),
    audition: idleAudition,
    ...defaultTaskSettings,
    speakerImport: null,
    fitReport: null,
    fitShortens: {},
  });
  const state = store.getSnapshot;

  const markChanged = () =>
    draft.change(() => {
      const { voice, settings, title, fitToTiming, loudnessTarget } = state();
      if (!voice) throw new Error(DRAFT_EMPTY);
      return saveBody(voice, settings, title, getContent(editor), { fitToTiming, loudnessTarget });
    });

  const setSettings = (settings: SynthesisSettings) => {
    store.set({ settings });
    markChanged();
  };

  const loader = createStudioLoader({
    client,
    session,
    editor,
    messages,
    toaster,
    navigate,
    paths,
    store,
    draft,
    query: options.query,
    onQueryChange,
    setSettings,
    markChanged,
  });
  const audition = createStudioAudition({ client, editor, messages, toaster, store, auditionKey });
  const actions = createStudioActions({
    client,
    session,
    editor,
    messages,
    toaster,
    store,
    draft,
    markChanged,
    titleMaxLength,
    shortener: createFitShortener({ streams: options.streams, store, fallback: messages.studioFitShortenFailed }),
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start: () => {
      const stopDraft = draft.subscribe(() => store.set({ draft: draft.getSnapshot() }));
      store.set({ draft: draft.getSnapshot() });
      loader.open();
      let account = session.getSnapshot().user?.username ?? null;
      const stopSession = session.subscribe(() => {
        const next = session.getSnapshot().user?.username ?? null;
        if (next === account) return;
        account = next;
        loader.open();
      });
      return () => {
        stopDraft();
        stopSession();
      };
    },
    setQuery: loader.setQuery,
    attachAudio: audition.attachAudio,
    setSettings,
    setFitToTiming: (fitToTiming) => {
      store.set({ fitToTiming });
      markChanged();
    },
    setLoudnessTarget: (loudnessTarget) => {
      store.set({ loudnessTarget });
      markChanged();
    },
    setTitle: (value) => {
      store.set({ titleError: null, title: typedTitle(value) });
      markChanged();
    },
    checkTitle: () => {
      const titleError = validateWorkTitle(state().title, titleMaxLength);
      store.set(titleError ? { titleError, title: '' } : { titleError });
    },
    changed: markChanged,
    warn: (message) => {
      if (message === editor.messages.auditionSelection) store.set({ dialog: { kind: 'auditionHint', message } });
      else toaster.warning(message);
    },
    dismissDialog: () => store.set({ dialog: null }),
    dismissCheckout: () => store.set({ checkoutNotice: null }),
    openCreationCenter: () => navigate(paths.creationCenter),
    viewTasks: () => {
      store.set({ dialog: null });
      navigate(paths.tasks);
    },
    play: audition.play,
    pause: audition.pause,
    resume: audition.resume,
    stop: audition.stop,
    switchVoice: loader.switchVoice,
    toggleFavorite: loader.toggleFavorite,
    saveTemplate: actions.saveTemplate,
    importSrt: actions.importSrt,
    confirmSpeakers: actions.confirmSpeakers,
    cancelSpeakers: actions.cancelSpeakers,
    save: actions.save,
    submit: actions.submit,
    submitAnyway: actions.submitAnyway,
    reviseFit: actions.reviseFit,
    shortenFitCue: actions.shortenFitCue,
    replaceFitCue: actions.replaceFitCue,
    sentenceScript: () => {
      const { voice, settings } = state();
      return { document: getDocument(editor), voice: voice ? takesVoice(voice, settings) : null };
    },
    dispose: () => {
      audition.dispose();
      draft.dispose();
    },
  };
}
