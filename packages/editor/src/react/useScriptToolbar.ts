import type {
  NumberReading,
  Prosody,
  SayAsNode,
  ScriptDocument,
  SmartNarration,
  VoiceSelection,
} from '@dubkit/sdk-core/markup';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ReactEditor } from 'slate-react';
import { type AuditionSource, auditionDocument, auditionPlan, refusalForAudition } from '../lib/audition';
import {
  insertAlias,
  insertNumberReading,
  insertPause,
  insertPhoneme,
  insertSayAs,
  insertSoundEffect,
  markContinuous,
  refusalForAlias,
  refusalForContinuous,
  refusalForLocalProsody,
  refusalForMultiVoice,
  refusalForNumberReading,
  refusalForPause,
  refusalForPhoneme,
  refusalForSayAs,
  refusalForSoundEffect,
  type SoundEffect,
  selectedCharacter,
  selectedNumberReadings,
  setNarration,
  wrapLocalProsody,
  wrapMultiVoice,
} from '../lib/commands';
import { canRedo, canUndo } from '../lib/history';
import { auditionPreviewStore } from './auditionPreview';
import type { ScriptReactEditor } from './useScriptEditor';

/** One toolbar action: whether the selection allows it, why not (the spec's text), and running it. */
export interface ToolbarAction<Args extends unknown[] = []> {
  enabled: boolean;
  /** The spec's tooltip or warning text when the selection does not allow it; null when it does. */
  reason: string | null;
  /** The button's tooltip: the reason, or the spec's hint when enabled (可以添加多主播), else null. */
  tooltip: string | null;
  /** Applies it and puts focus back in the editor; returns a warning to show (nothing changed), or null. */
  run: (...args: Args) => string | null;
}

/** 试听: its tooltip says what it plays; `preview` highlights that text in `<ScriptEditor>`. */
export interface AuditionAction extends ToolbarAction {
  /** Where what it plays comes from; null without a selection. */
  source: AuditionSource | null;
  /** Shows (true) or hides the highlight of what it plays: call it as its button is hovered or focused, and left. */
  preview: (shown: boolean) => void;
}

export interface ScriptToolbar {
  /**
   * Plays, through the injected `onAudition`, the selection; or the 300 characters after the cursor; or, with nothing
   * to hear after the cursor (as after typing), the sentence the cursor ends.
   */
  audition: AuditionAction;
  pause: ToolbarAction<[ms: number]>;
  continuous: ToolbarAction;
  /** `character` is the selected Chinese character; its readings come from `phonemeChoices(character)`. */
  phoneme: ToolbarAction<[pinyin: string, tone: number]> & { character: string | null };
  numberReading: ToolbarAction<[reading: NumberReading]> & { readings: NumberReading[] };
  wordReading: ToolbarAction<[interpretAs: SayAsNode['interpretAs']]>;
  alias: ToolbarAction<[alias: string]>;
  soundEffect: ToolbarAction<[effect: SoundEffect | null]>;
  multiVoice: ToolbarAction<[voice: VoiceSelection]>;
  localProsody: ToolbarAction<[prosody: Prosody]>;
  /** Smart narration (标点停顿), always available. */
  narration: ToolbarAction<[narration: SmartNarration]> & { value: SmartNarration };
  undo: ToolbarAction;
  redo: ToolbarAction;
}

export interface ScriptToolbarOptions {
  /** Audition is injected: the editor makes no calls itself. */
  onAudition?: (document: ScriptDocument) => void;
}

/** What 试听 says it plays. */
function auditionTooltip(messages: ScriptReactEditor['messages'], source: AuditionSource): string {
  return {
    selection: messages.auditionOfSelection,
    afterCursor: messages.auditionAfterCursor,
    sentence: messages.auditionSentence,
    sentenceEnd: messages.auditionSentenceEnd,
  }[source];
}

/** The toolbar as the editor's selection now allows it. */
function toolbarState(editor: ScriptReactEditor, onAudition: (document: ScriptDocument) => void): ScriptToolbar {
  const { messages } = editor;
  const action = <Args extends unknown[]>(
    reason: string | null,
    apply: (...args: Args) => string | null,
    { ready = null as string | null, enabled = reason === null } = {},
  ): ToolbarAction<Args> => ({
    enabled,
    reason,
    tooltip: reason ?? ready,
    run: (...args) => {
      const refusal = apply(...args);
      if (!refusal) ReactEditor.focus(editor);
      return refusal;
    },
  });
  // A snapshot swaps the whole value without operations, so focus first, while the selection matches the page.
  const fromHistory = (enabled: boolean, step: () => void) =>
    action(
      null,
      () => {
        ReactEditor.focus(editor);
        step();
        return null;
      },
      { enabled },
    );
  const plan = auditionPlan(editor);
  const { source } = plan;
  const preview = auditionPreviewStore(editor);
  return {
    audition: {
      ...action(
        plan.refusal,
        () => {
          const refusal = refusalForAudition(editor);
          const document = auditionDocument(editor);
          if (!refusal && document) onAudition(document);
          return refusal;
        },
        { ready: source && auditionTooltip(messages, source) },
      ),
      source,
      preview: preview.set,
    },
    pause: action(refusalForPause(editor), (ms: number) => insertPause(editor, ms)),
    continuous: action(refusalForContinuous(editor), () => markContinuous(editor)),
    phoneme: {
      ...action(refusalForPhoneme(editor), (pinyin: string, tone: number) => insertPhoneme(editor, pinyin, tone)),
      character: selectedCharacter(editor),
    },
    numberReading: {
      ...action(refusalForNumberReading(editor), (reading: NumberReading) => insertNumberReading(editor, reading)),
      readings: selectedNumberReadings(editor),
    },
    wordReading: action(refusalForSayAs(editor), (interpretAs: SayAsNode['interpretAs']) =>
      insertSayAs(editor, interpretAs),
    ),
    alias: action(refusalForAlias(editor), (alias: string) => insertAlias(editor, alias)),
    soundEffect: action(refusalForSoundEffect(editor), (effect: SoundEffect | null) =>
      insertSoundEffect(editor, effect),
    ),
    multiVoice: action(refusalForMultiVoice(editor), (voice: VoiceSelection) => wrapMultiVoice(editor, voice), {
      ready: messages.multiVoiceReady,
    }),
    localProsody: action(refusalForLocalProsody(editor), (prosody: Prosody) => wrapLocalProsody(editor, prosody), {
      ready: messages.localProsodyReady,
    }),
    narration: {
      ...action(null, (narration: SmartNarration) => {
        setNarration(editor, narration);
        return null;
      }),
      value: editor.narration,
    },
    undo: fromHistory(canUndo(editor), editor.undo),
    redo: fromHistory(canRedo(editor), editor.redo),
  };
}

/** Whether two toolbar states show the same (their `run`s act on the same editor either way). */
function sameToolbar(a: ScriptToolbar, b: ScriptToolbar): boolean {
  return (
    (Object.keys(a) as (keyof ScriptToolbar)[]).every(
      (key) =>
        a[key].enabled === b[key].enabled && a[key].reason === b[key].reason && a[key].tooltip === b[key].tooltip,
    ) &&
    a.audition.source === b.audition.source &&
    a.phoneme.character === b.phoneme.character &&
    a.narration.value === b.narration.value &&
    JSON.stringify(a.numberReading.readings) === JSON.stringify(b.numberReading.readings)
  );
}

/**
 * The toolbar's state and actions for the dubbing studio to build its buttons and menus from. It re-renders only when
 * what it shows changes, not on every keystroke: each React commit while the editor has focus costs a walk of the
 * editor's DOM.
 */
export function useScriptToolbar(editor: ScriptReactEditor, { onAudition }: ScriptToolbarOptions = {}): ScriptToolbar {
  const audition = useRef(onAudition);
  useEffect(() => {
    audition.current = onAudition;
  }, [onAudition]);
  const cache = useRef<{ version: number; toolbar: ScriptToolbar } | null>(null);
  return useSyncExternalStore(editor.subscribe, () => {
    const cached = cache.current;
    if (cached?.version === editor.version) return cached.toolbar;
    const next = toolbarState(editor, (document) => audition.current?.(document));
    const toolbar = cached && sameToolbar(cached.toolbar, next) ? cached.toolbar : next;
    cache.current = { version: editor.version, toolbar };
    return toolbar;
  });
}
