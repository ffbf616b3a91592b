import { getDocument, type HeadlessScriptEditor, loadContent, loadDocument } from '@dubkit/editor';
import {
  type AnchorType,
  type DubKitClient,
  DubKitError,
  type SessionStore,
  type WritableStore,
} from '@dubkit/sdk-core';
import { MarkupError } from '@dubkit/sdk-core/markup';
import type { DraftStore } from '@dubkit/sdk-core/studio';
import type { Toaster } from '@dubkit/ui';
import type { StudioCopy } from '../copy';
import { studioScriptDocument, takeStudioScript } from '../handoff';
import { type SynthesisSettings, withMusicOf } from './settings';
import {
  type CreationQuery,
  customVoice,
  holdsCues,
  isSystemVoice,
  type StudioVoice,
  settingsForAnchor,
  settingsForCustom,
  settingsForWork,
  systemVoice,
  taskSettingsForWork,
  typedTitle,
} from './studioRules';
import type { StudioPaths, StudioSnapshot } from './studioStore';

export interface StudioLoaderOptions {
  client: DubKitClient;
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>;
  editor: HeadlessScriptEditor;
  messages: StudioCopy;
  toaster: Pick<Toaster, 'success' | 'warning' | 'error'>;
  navigate: (to: string) => void;
  paths: Pick<StudioPaths, 'visitor'>;
  store: WritableStore<StudioSnapshot>;
  draft: Pick<DraftStore, 'getSnapshot'>;
  query: CreationQuery;
  onQueryChange?: (change: Partial<CreationQuery>) => void;
  /** A voice switch's settings are a change of the script's settings: they are saved like the creator's own. */
  setSettings: (settings: SynthesisSettings) => void;
  /** Marks the script changed, so a handed-over script is kept as a draft like typed text. */
  markChanged: () => void;
}

/** What the studio shows: the work or the voice its query names, a voice switch, and the voice's favourite toggle. */
export interface StudioLoader {
  /** Opens the query's work or anchor for the signed-in user; a visitor is warned and sent home. */
  open(): void;
  setQuery(query: CreationQuery): void;
  switchVoice(anchorType: AnchorType, anchorId: number): Promise<void>;
  toggleFavorite(): Promise<void>;
}

export function createStudioLoader(options: StudioLoaderOptions): StudioLoader {
  const {
    client,
    session,
    editor,
    messages,
    toaster,
    navigate,
    paths,
    store,
    draft,
    onQueryChange,
    setSettings,
    markChanged,
  } = options;
  const state = store.getSnapshot;
  let query = options.query;
  // What is on screen (`account:work` or `account:type-anchor`), and a counter that drops stale loads.
  let opened: string | null = null;
  let loading = 0;
  let favoriteRequest = 0;

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

  // A script handed over by another page (speech-to-text, samples) becomes the new work's text, once.
  const openHandedScript = (id: string) => {
    onQueryChange?.({ script: null });
    const script = takeStudioScript(id);
    if (!script) return;
    try {
      loadDocument(editor, studioScriptDocument(script));
    } catch (error) {
      if (error instanceof MarkupError) return void toaster.warning(editor.messages.srtInvalid);
      throw error;
    }
    if (script.title) store.set({ title: typedTitle(script.title) });
    store.set({ fitToTiming: holdsCues(getDocument(editor)) });
    markChanged();
  };

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
          store.set({
            settings: settingsForWork(work, shown.voice.detail, bgmName),
            title: work.title,
            ...taskSettingsForWork(work, getDocument(editor)),
          });
        } else {
          if (!current.anchorId) return fail(messages.studioAnchorIdMissing);
          const shown = await showVoice(current.anchorType, current.anchorId, current);
          if (load !== loading) return;
          setVoice(shown.voice);
          store.set({ settings: shown.settings });
          if (current.script) openHandedScript(current.script);
        }
        store.set({ status: 'ready' });
      } catch (error) {
        if (load !== loading) return;
        const workFailure = error instanceof DubKitError ? error.message : messages.studioLoadFailed;
        fail(current.workId ? workFailure : messages.studioAnchorUnknown);
      }
    })();
  };

  return {
    open,
    setQuery: (next) => {
      if (next === query) return;
      query = next;
      open();
    },
    switchVoice: async (anchorType, anchorId) => {
      try {
        const shown = await showVoice(anchorType, anchorId, {});
        opened = `${session.getSnapshot().user?.username ?? null}:${query.workId || `${anchorType}-${anchorId}`}`;
        setVoice(shown.voice);
        setSettings(withMusicOf(shown.settings, state().settings));
        // A studio that could not open (no voice, an unknown one) opens with the voice picked.
        if (state().status === 'failed') store.set({ status: 'ready', failure: null });
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
  };
}
