import { auditionRange, getContent, getDocument, importSrtFile, loadContent, useScriptEditor } from '@dubkit/editor';
import {
  type AnchorType,
  AUDITION_EMPTY,
  type AuditionSnapshot,
  type AuditionStore,
  createAuditionStore,
  createDraftStore,
  DEVELOPMENT_AUDITION_KEY,
  DRAFT_EMPTY,
  DubKitError,
  encryptText,
  plainText,
  type ScriptDocument,
  serialize,
  splitForAudition,
  validateWorkTitle,
  type WorkTitleMaxLength,
} from '@dubkit/sdk-core';
import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Range } from 'slate';
import { useDubKit, useSession } from '../../provider';
import { useSnapshot } from '../../shared/useStore';
import { createAuditionSink } from './audioSink';
import { defaultSettings, type SynthesisSettings } from './settings';
import {
  auditionBody,
  type CreationQuery,
  customAnchorBody,
  customVoice,
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

export interface UseDubbingStudioOptions {
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

export type StudioStatus = 'loading' | 'ready' | 'failed';

export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'failure'; title: string; message: string; canBuy: boolean }
  | null;

const idleAudition: AuditionSnapshot = { state: 'default', error: null, done: 0, total: 0 };
const noAudition = { subscribe: () => () => {}, getSnapshot: () => idleAudition };

/** How long an audition runs before its text is highlighted (spec part 2 §4). */
export const AUDITION_HIGHLIGHT_DELAY_MS = 1000;

/** The creation page's behaviour: loading the voice or work, settings, title, draft, audition and submit. */
export function useDubbingStudio(
  {
    query,
    onQueryChange,
    auditionKey = DEVELOPMENT_AUDITION_KEY,
    autoSaveDelayMs,
    titleMaxLength = 20,
  }: UseDubbingStudioOptions,
  audioRef: RefObject<HTMLAudioElement | null>,
) {
  const { client, messages, toaster, navigate } = useDubKit();
  const { user, requireLogin } = useSession();
  const account = user?.username ?? null;
  const editor = useScriptEditor();

  const [status, setStatus] = useState<StudioStatus>('loading');
  const [failure, setFailure] = useState<string | null>(null);
  const [voice, setVoice] = useState<StudioVoice | null>(null);
  const [settings, setSettingsState] = useState<SynthesisSettings>(defaultSettings);
  const [title, setTitleState] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [favorite, setFavorite] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const [auditionFailure, setAuditionFailure] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [auditioned, setAuditioned] = useState<Range | null>(null);

  // The latest values, read when a save or an audition chunk is sent rather than on every keystroke.
  const latest = useRef({ voice, settings, title });
  latest.current = { voice, settings, title };

  const [draft] = useState(() => {
    // The id the host was last told about: each save answers with the work's id, only a new one is reported.
    let reported = query.workId;
    return createDraftStore({
      save: (body) => client.works.save(body, { handled: true }),
      workId: query.workId,
      delayMs: autoSaveDelayMs,
      isBlank: () => !plainText(getDocument(editor)).trim(),
      onSaved: ({ workId }) => {
        if (workId === reported) return;
        reported = workId;
        onQueryChangeRef.current?.({ workId });
      },
    });
  });
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  useEffect(() => () => draft.dispose(), [draft]);
  const draftSnapshot = useSnapshot(draft);

  const markChanged = useCallback(() => {
    draft.change(() => {
      const { voice: current, settings: currentSettings, title: currentTitle } = latest.current;
      if (!current) throw new Error(DRAFT_EMPTY);
      return saveBody(current, currentSettings, currentTitle, getContent(editor));
    });
  }, [draft, editor]);

  // The audition store needs the page's audio element, so it is made once that is mounted.
  const [audition, setAudition] = useState<AuditionStore<ScriptDocument> | null>(null);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const { sink, streaming } = createAuditionSink(audio);
    const store = createAuditionStore<ScriptDocument, ScriptDocument>({
      split: (document) => splitForAudition(document),
      request: async (chunk, signal) => {
        const { voice: current, settings: currentSettings } = latest.current;
        if (!current) throw new DubKitError(400, messages.studioVoiceMissing);
        const text = await encryptText(auditionKey, serialize(chunk));
        const body = auditionBody(current, currentSettings, text);
        // Streamed where the player can: it starts on the chunk's first frames instead of its last.
        return streaming
          ? client.auditionStream(body, { signal, handled: true })
          : client.tasks.audition(body, { signal, handled: true });
      },
      sink,
    });
    setAudition(store);
    return () => store.dispose();
  }, [audioRef, client, auditionKey, messages.studioVoiceMissing]);
  const auditionStore = audition ?? noAudition;
  const auditionSnapshot = useSyncExternalStore(auditionStore.subscribe, auditionStore.getSnapshot, () => idleAudition);

  useEffect(() => {
    const { error } = auditionSnapshot;
    if (!error) return;
    if (error === AUDITION_EMPTY) toaster.warning(error);
    else setAuditionFailure(error);
  }, [auditionSnapshot, toaster]);

  // The auditioned text is highlighted once the audition has run for a second.
  const auditioning = auditionSnapshot.state !== 'default';
  useEffect(() => {
    if (!auditioning) return setHighlighted(false);
    const timer = setTimeout(() => setHighlighted(true), AUDITION_HIGHLIGHT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [auditioning]);

  const showVoice = useCallback(
    async (
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
    },
    [client],
  );

  const failWith = useCallback((message: string) => {
    setStatus('failed');
    setFailure(message);
  }, []);

  // A visitor is warned and sent home; a signed-in user gets the work or the anchor the query names.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (account === null) {
      toaster.warning(messages.loginRequired);
      navigate('/');
      return;
    }
    const key = `${account}:${query.workId || `${query.anchorType}-${query.anchorId}`}`;
    // The studio's own saves and voice switches update the query; they are already on screen.
    if (opened.current === key || (query.workId !== 0 && query.workId === draft.getSnapshot().workId && voice)) {
      opened.current = key;
      return;
    }
    opened.current = key;
    let cancelled = false;
    setStatus('loading');
    (async () => {
      try {
        if (query.workId) {
          const work = await client.works.detail({ workId: query.workId }, { handled: true });
          const shown = await showVoice(work.anchorType, work.anchorId, {});
          const music = work.bgmId ? await client.works.bgmList({ page: 1, pageSize: 30 }, { handled: true }) : [];
          if (cancelled) return;
          const warning = loadContent(editor, work.content, work.contentVersion);
          if (warning) toaster.warning(warning);
          // The footer's 最后修改 is the work's own time until the creator edits it (loading resets it to none).
          else editor.modifiedAt = work.updateTime;
          setVoice(shown.voice);
          setSettingsState(
            settingsForWork(work, shown.voice.detail, music.find(({ id }) => id === work.bgmId)?.name ?? ''),
          );
          setTitleState(work.title);
        } else {
          if (!query.anchorId) return failWith(messages.studioAnchorIdMissing);
          const shown = await showVoice(query.anchorType, query.anchorId, query);
          if (cancelled) return;
          setVoice(shown.voice);
          setSettingsState(shown.settings);
        }
        setStatus('ready');
      } catch (error) {
        if (cancelled) return;
        failWith(
          query.workId
            ? error instanceof DubKitError
              ? error.message
              : messages.studioLoadFailed
            : messages.studioAnchorUnknown,
        );
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [account, query, client, editor, draft, toaster, navigate, messages, showVoice, failWith, voice]);

  // Whether the anchor is a favourite: the voice card's toggle, offered for system anchors only.
  useEffect(() => {
    if (voice?.anchorType !== 0) return;
    let cancelled = false;
    client.anchors
      .favorites(undefined, { handled: true })
      .then((list) => !cancelled && setFavorite(list.some(({ id }) => id === voice.anchorId)))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [client, voice]);

  const setSettings = useCallback(
    (next: SynthesisSettings) => {
      setSettingsState(next);
      latest.current.settings = next;
      markChanged();
    },
    [markChanged],
  );

  const editorContent = () => {
    const document = getDocument(editor);
    return { document, plainText: plainText(document).trim() };
  };

  return {
    editor,
    status,
    failure,
    voice,
    settings,
    setSettings,
    favorite,
    draft: draftSnapshot,
    audition: auditionSnapshot,
    auditionFailure,
    dismissAuditionFailure: () => setAuditionFailure(null),
    highlighted,
    /** The auditioned range, once it is highlighted. */
    highlightRange: highlighted ? auditioned : null,
    submitting,
    outcome,
    dismissOutcome: () => setOutcome(null),
    login: () => requireLogin(() => {}),
    back: () => navigate('/creationCenter'),
    openCenter: () => navigate('/creationCenter'),
    viewTasks: () => {
      setOutcome(null);
      navigate('/creationCenter?tab=0');
    },
    /** A toolbar refusal: the audition's selection rule comes with its 温馨提示 heading. */
    warn: (message: string) => {
      if (message === editor.messages.auditionSelection) setNotice(message);
      else toaster.warning(message);
    },
    notice,
    dismissNotice: () => setNotice(null),
    /** Keeps the current voice settings as a custom anchor (the save-template dialog). */
    saveTemplate: async (form: TemplateForm) => {
      const current = latest.current;
      if (!current.voice) return;
      const template = current.voice.detail.templateList.find(({ id }) => id === current.settings.templateId);
      const text = templateAuditionText(plainText(getDocument(editor)), template?.content ?? current.voice.name);
      await client.anchors.customAdd(customAnchorBody(current.settings, form, text));
      toaster.success(messages.templateSaved);
    },
    title,
    titleError,
    /** Typing keeps at most 25 characters. */
    setTitle: (value: string) => {
      setTitleError(null);
      setTitleState(typedTitle(value));
      latest.current.title = typedTitle(value);
      markChanged();
    },
    /** On blur a title outside the rule shows its message and is cleared. */
    checkTitle: () => {
      const error = validateWorkTitle(latest.current.title, titleMaxLength);
      setTitleError(error);
      if (error) {
        setTitleState('');
        latest.current.title = '';
      }
    },
    onEditorChange: markChanged,
    play: (document: ScriptDocument) => {
      setAuditioned(auditionRange(editor));
      void audition?.play(document);
    },
    pause: () => audition?.pause(),
    resume: () => audition?.resume(),
    stop: () => audition?.stop(),
    /** The voice picker's choice (or a custom anchor): the new voice's first template, the script kept. */
    switchVoice: async (anchorType: AnchorType, anchorId: number) => {
      try {
        const shown = await showVoice(anchorType, anchorId, {});
        opened.current = `${account}:${query.workId || `${anchorType}-${anchorId}`}`;
        setVoice(shown.voice);
        latest.current.voice = shown.voice;
        setSettings({ ...shown.settings, ...musicOf(latest.current.settings) });
        onQueryChangeRef.current?.({ anchorType, anchorId, templateId: null, roleId: null });
      } catch {
        toaster.error(messages.studioAnchorUnknown);
      }
    },
    toggleFavorite: async () => {
      if (!voice) return;
      const next = !favorite;
      try {
        await client.anchors[next ? 'favorite' : 'unfavorite']({ anchorId: voice.anchorId });
      } catch {
        // The provider's error handler has shown why; the toggle keeps its state.
        return;
      }
      setFavorite(next);
      toaster.success(next ? messages.studioFavorited : messages.studioUnfavorited);
    },
    importSrt: async (file: File) => {
      const warning = await importSrtFile(editor, file);
      if (warning) toaster.warning(warning);
    },
    /** The save button: 作品已保存成功, or the reason it could not save. */
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
      const current = latest.current;
      const content = editorContent();
      if (!content.plainText) return void toaster.warning(messages.studioSubmitEmpty);
      if (!current.voice || submitting) return;
      setSubmitting(true);
      try {
        const body = taskBody(
          current.voice,
          current.settings,
          current.title,
          { text: serialize(content.document), plainText: content.plainText, titleMaxLength },
          user?.vipLevel ?? 0,
        );
        const result = await client.tasks.add(body);
        setOutcome(
          result.status === SUBMIT_OK
            ? { kind: 'success' }
            : {
                kind: 'failure',
                ...submitFailure(result.status, result.statusText, (code) =>
                  messages.studioSubmitFailedTitle.replace('{code}', String(code)),
                ),
              },
        );
      } catch {
        // The provider's error handler has shown it; the creator can submit again.
      } finally {
        setSubmitting(false);
      }
    },
  };
}

const musicOf = (settings: SynthesisSettings) => ({
  bgmId: settings.bgmId,
  bgmName: settings.bgmName,
  bgmVolume: settings.bgmVolume,
  bgmFadein: settings.bgmFadein,
  bgmFadeout: settings.bgmFadeout,
});

export type DubbingStudioState = ReturnType<typeof useDubbingStudio>;
