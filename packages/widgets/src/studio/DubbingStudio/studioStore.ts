import {
  auditionRange,
  getContent,
  getDocument,
  type HeadlessScriptEditor,
  importSrtFile,
  loadContent,
} from '@dubkit/editor';
import {
  type AnchorType,
  AUDITION_EMPTY,
  type AuditionSnapshot,
  type AuditionStore,
  createAuditionStore,
  createDraftStore,
  createStore,
  DEVELOPMENT_AUDITION_KEY,
  DRAFT_EMPTY,
  type DraftSnapshot,
  type DubKitClient,
  DubKitError,
  encryptText,
  plainText,
  type ReadableStore,
  type ScriptDocument,
  type SessionStore,
  serialize,
  splitForAudition,
  VISITOR_HOME_PATH,
  validateWorkTitle,
  type WorkTitleMaxLength,
} from '@dubkit/sdk-core';
import type { Toaster } from '@dubkit/ui';
import type { Range } from 'slate';
import type { MessageCatalogue } from '../../provider/messages';
import { createAuditionSink } from './audioSink';
import { defaultSettings, type SynthesisSettings, withMusicOf } from './settings';
import {
  auditionBody,
  type CreationQuery,
  customAnchorBody,
  customVoice,
  isSystemVoice,
  type StudioVoice,
  SUBMIT_OK,
  saveBody,
  settingsForAnchor,
  settingsForCustom,
  settingsForWork,
  submitFailure,
  systemVoice,
  type TemplateForm,
  taskBody,
  templateAuditionText,
  typedTitle,
} from './studio';

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

export const DEFAULT_STUDIO_PATHS: Readonly<StudioPaths> = Object.freeze({
  visitor: VISITOR_HOME_PATH,
  creationCenter: '/creationCenter',
  tasks: '/creationCenter?tab=0',
});

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
  /** The audition has run long enough for its text to be highlighted (spec part 2 §4). */
  highlighted: boolean;
  /** The range the running audition speaks. */
  auditioned: Range | null;
  draft: DraftSnapshot;
  audition: AuditionSnapshot;
}

export interface StudioStoreOptions {
  client: DubKitClient;
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>;
  editor: HeadlessScriptEditor;
  messages: MessageCatalogue;
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
  setTitle(value: string): void;
  checkTitle(): void;
  /** The script changed: it is saved as a draft after a quiet time. */
  changed(): void;
  /** A toolbar refusal: the audition's selection rule comes with its 温馨提示 heading. */
  warn(message: string): void;
  dismissDialog(): void;
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
  save(): Promise<void>;
  submit(): Promise<void>;
  dispose(): void;
}

const idleAudition: AuditionSnapshot = { state: 'default', error: null, done: 0, total: 0 };

/** How long an audition runs before its text is highlighted (spec part 2 §4). */
export const AUDITION_HIGHLIGHT_DELAY_MS = 1000;

/** The creation page's state: the voice or work it opens, settings, title, draft, audition, submit and its dialog. */
export function createStudioStore(options: StudioStoreOptions): StudioStore {
  const { client, session, editor, messages, toaster, navigate, onQueryChange } = options;
  const { paths = DEFAULT_STUDIO_PATHS, auditionKey = DEVELOPMENT_AUDITION_KEY, titleMaxLength = 20 } = options;
  let query = options.query;
  // The id the host was last told about: each save answers with the work's id, only a new one is reported.
  let reported = query.workId;
  const draft = createDraftStore({
    save: (body) => client.works.save(body, { handled: true }),
    workId: query.workId,
    delayMs: options.autoSaveDelayMs,
    isBlank: () => !plainText(getDocument(editor)).trim(),
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
    highlighted: false,
    auditioned: null,
    draft: draft.getSnapshot(),
    audition: idleAudition,
  });
  const state = store.getSnapshot;
  let audition: AuditionStore<ScriptDocument> | null = null;
  let highlightTimer: ReturnType<typeof setTimeout> | undefined;
  // What is on screen (`account:work` or `account:type-anchor`), and a counter that drops stale loads.
  let opened: string | null = null;
  let loading = 0;
  let favoriteRequest = 0;

  const markChanged = () =>
    draft.change(() => {
      const { voice, settings, title } = state();
      if (!voice) throw new Error(DRAFT_EMPTY);
      return saveBody(voice, settings, title, getContent(editor));
    });

  const showVoice = async (
    anchorType: AnchorType,
    anchorId: number,
    choice: { templateId?: number | null; roleId?: number | null },
  ) => {
    if (anchorType === 1) {
      const custom = await client.anchors.customDetail({ anchorId }, { handled: true });
      const detail = await client.anchors.detail({ anchorId: custom.anchorId, anchorType: 0 }, { handled: true });
      return { voice: customVoice(custom, detail), settings: settingsForCustom(custom, detail) };
    }
    const detail = await client.anchors.detail({ anchorId, anchorType: 0 }, { handled: true });
    return { voice: systemVoice(detail), settings: settingsForAnchor(detail, choice) };
  };

  // Whether the anchor is a favourite: the voice card's toggle, offered for system anchors only.
  const setVoice = (voice: StudioVoice) => {
    store.set({ voice });
    if (!isSystemVoice(voice)) return;
    const request = ++favoriteRequest;
    client.anchors
      .favorites(undefined, { handled: true })
      .then(
        (list) => request === favoriteRequest && store.set({ favorite: list.some(({ id }) => id === voice.anchorId) }),
      )
      .catch(() => {});
  };

  const fail = (failure: string) => store.set({ status: 'failed', failure });

  // A visitor is warned and sent home; a signed-in user gets the work or the anchor the query names.
  const open = () => {
    const account = session.getSnapshot().user?.username ?? null;
    if (account === null) {
      toaster.warning(messages.loginRequired);
      navigate(paths.visitor);
      return;
    }
    const key = `${account}:${query.workId || `${query.anchorType}-${query.anchorId}`}`;
    // The studio's own saves and voice switches update the query; they are already on screen.
    const onScreen = query.workId !== 0 && query.workId === draft.getSnapshot().workId && state().voice;
    if (opened === key || onScreen) {
      opened = key;
      return;
    }
    opened = key;
    const load = ++loading;
    const current = query;
    store.set({ status: 'loading' });
    void (async () => {
      try {
        if (current.workId) {
          const work = await client.works.detail({ workId: current.workId }, { handled: true });
          const shown = await showVoice(work.anchorType, work.anchorId, {});
          const music = work.bgmId ? await client.works.bgmList({ page: 1, pageSize: 30 }, { handled: true }) : [];
          if (load !== loading) return;
          const warning = loadContent(editor, work.content, work.contentVersion);
          if (warning) toaster.warning(warning);
          // The footer's 最后修改 is the work's own time until the creator edits it (loading resets it to none).
          else editor.modifiedAt = work.updateTime;
          setVoice(shown.voice);
          const bgmName = music.find(({ id }) => id === work.bgmId)?.name ?? '';
          store.set({ settings: settingsForWork(work, shown.voice.detail, bgmName), title: work.title });
        } else {
          if (!current.anchorId) return fail(messages.studioAnchorIdMissing);
          const shown = await showVoice(current.anchorType, current.anchorId, current);
          if (load !== loading) return;
          setVoice(shown.voice);
          store.set({ settings: shown.settings });
        }
        store.set({ status: 'ready' });
      } catch (error) {
        if (load !== loading) return;
        const workFailure = error instanceof DubKitError ? error.message : messages.studioLoadFailed;
        fail(current.workId ? workFailure : messages.studioAnchorUnknown);
      }
    })();
  };

  const followAudition = () => {
    const snapshot = audition?.getSnapshot() ?? idleAudition;
    const wasAuditioning = state().audition.state !== 'default';
    store.set({ audition: snapshot });
    if (snapshot.error === AUDITION_EMPTY) toaster.warning(snapshot.error);
    else if (snapshot.error) store.set({ dialog: { kind: 'auditionFailed', message: snapshot.error } });
    // The auditioned text is highlighted once the audition has run for a second.
    const auditioning = snapshot.state !== 'default';
    if (auditioning === wasAuditioning) return;
    clearTimeout(highlightTimer);
    if (auditioning) highlightTimer = setTimeout(() => store.set({ highlighted: true }), AUDITION_HIGHLIGHT_DELAY_MS);
    else store.set({ highlighted: false });
  };

  const setSettings = (settings: SynthesisSettings) => {
    store.set({ settings });
    markChanged();
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start: () => {
      const stopDraft = draft.subscribe(() => store.set({ draft: draft.getSnapshot() }));
      store.set({ draft: draft.getSnapshot() });
      open();
      let account = session.getSnapshot().user?.username ?? null;
      const stopSession = session.subscribe(() => {
        const next = session.getSnapshot().user?.username ?? null;
        if (next === account) return;
        account = next;
        open();
      });
      return () => {
        stopDraft();
        stopSession();
      };
    },
    setQuery: (next) => {
      if (next === query) return;
      query = next;
      open();
    },
    attachAudio: (audio) => {
      const { sink, streaming } = createAuditionSink(audio);
      const created = createAuditionStore<ScriptDocument, ScriptDocument>({
        split: (document) => splitForAudition(document),
        request: async (chunk, signal) => {
          const { voice, settings } = state();
          if (!voice) throw new DubKitError(400, messages.studioVoiceMissing);
          const text = await encryptText(auditionKey, serialize(chunk));
          const body = auditionBody(voice, settings, text);
          // Streamed where the player can: it starts on the chunk's first frames instead of its last.
          return streaming
            ? client.auditionStream(body, { signal, handled: true })
            : client.tasks.audition(body, { signal, handled: true });
        },
        sink,
      });
      audition = created;
      const unsubscribe = created.subscribe(followAudition);
      return () => {
        unsubscribe();
        created.dispose();
        if (audition === created) audition = null;
      };
    },
    setSettings,
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
    openCreationCenter: () => navigate(paths.creationCenter),
    viewTasks: () => {
      store.set({ dialog: null });
      navigate(paths.tasks);
    },
    play: (document) => {
      store.set({ auditioned: auditionRange(editor) });
      void audition?.play(document);
    },
    pause: () => audition?.pause(),
    resume: () => audition?.resume(),
    stop: () => audition?.stop(),
    switchVoice: async (anchorType, anchorId) => {
      try {
        const shown = await showVoice(anchorType, anchorId, {});
        opened = `${session.getSnapshot().user?.username ?? null}:${query.workId || `${anchorType}-${anchorId}`}`;
        setVoice(shown.voice);
        setSettings(withMusicOf(shown.settings, state().settings));
        onQueryChange?.({ anchorType, anchorId, templateId: null, roleId: null });
      } catch {
        toaster.error(messages.studioAnchorUnknown);
      }
    },
    toggleFavorite: async () => {
      const { voice, favorite } = state();
      if (!voice) return;
      const next = !favorite;
      try {
        await client.anchors[next ? 'favorite' : 'unfavorite']({ anchorId: voice.anchorId });
      } catch {
        // The provider's error handler has shown why; the toggle keeps its state.
        return;
      }
      store.set({ favorite: next });
      toaster.success(next ? messages.studioFavorited : messages.studioUnfavorited);
    },
    saveTemplate: async (form) => {
      const { voice, settings } = state();
      if (!voice) return;
      const template = voice.detail.templateList.find(({ id }) => id === settings.templateId);
      const text = templateAuditionText(plainText(getDocument(editor)), template?.content ?? voice.name);
      await client.anchors.customAdd(customAnchorBody(settings, form, text));
      toaster.success(messages.templateSaved);
    },
    importSrt: async (file) => {
      const warning = await importSrtFile(editor, file);
      if (warning) toaster.warning(warning);
    },
    save: async () => {
      try {
        // An opened draft nobody has edited yet is saved as it stands, not refused as blank.
        markChanged();
        await draft.save();
        toaster.success(messages.studioSaved);
      } catch (error) {
        toaster.warning(error instanceof Error ? error.message : messages.studioSaveFailed);
      }
    },
    submit: async () => {
      const { voice, settings, title, submitting } = state();
      const document = getDocument(editor);
      const text = plainText(document).trim();
      if (!text) return void toaster.warning(messages.studioSubmitEmpty);
      if (!voice || submitting) return;
      store.set({ submitting: true });
      try {
        const vipLevel = session.getSnapshot().user?.vipLevel ?? 0;
        const content = { text: serialize(document), plainText: text, titleMaxLength };
        const result = await client.tasks.add(taskBody(voice, settings, title, content, vipLevel));
        const titleOf = (code: number) => messages.studioSubmitFailedTitle.replace('{code}', String(code));
        store.set({
          dialog:
            result.status === SUBMIT_OK
              ? { kind: 'submitted' }
              : { kind: 'submitFailed', ...submitFailure(result.status, result.statusText, titleOf) },
        });
      } catch {
        // The provider's error handler has shown it; the creator can submit again.
      } finally {
        store.set({ submitting: false });
      }
    },
    dispose: () => {
      clearTimeout(highlightTimer);
      draft.dispose();
    },
  };
}
