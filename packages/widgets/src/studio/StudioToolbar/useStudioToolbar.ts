import { type ScriptReactEditor, type ToolbarAction, useScriptToolbar } from '@dubkit/editor/react';
import type { AnchorDetail } from '@dubkit/sdk-core';
import type { ScriptDocument } from '@dubkit/sdk-core/markup';
import type { AuditionSnapshot } from '@dubkit/sdk-core/studio';
import { useState } from 'react';
import { useStudioMessages } from '../copy';
import type { SynthesisSettings } from '../DubbingStudio/settings';
import { refusalOf } from './studioToolbarRules';

export interface StudioToolbarProps {
  /** From `useScriptEditor()`. */
  editor: ScriptReactEditor;
  /** The current anchor's details (templates, roles); null while loading. */
  anchor: AnchorDetail | null;
  settings: SynthesisSettings;
  onSettingsChange: (next: SynthesisSettings) => void;
  /** Starts an audition of this document (the selection, or 300 chars after a collapsed cursor, or the sentence it ends). */
  onAudition: (document: ScriptDocument) => void;
  audition: AuditionSnapshot;
  onAuditionPause: () => void;
  onAuditionResume: () => void;
  onAuditionStop: () => void;
  /** Shows a refusal or warning to the user (a toast or dialog of the host), with the spec's text. */
  onWarning: (message: string) => void;
  className?: string;
}

/** Shows a warning when there is one (a command's refusal, or null when it ran). */
export type Warn = (message: string | null) => void;

/** What a refused menu needs: whether it may open, and why not. */
export type Gate = Pick<ToolbarAction<never[]>, 'enabled' | 'reason'>;

/** A menu's open state that will not open while its action is refused: a click shows the reason instead. */
export function useGatedOpen(gate: Gate, warn: Warn, swap?: { select: string; hint: string }) {
  const [open, setOpen] = useState(false);
  return {
    open,
    close: () => setOpen(false),
    onOpenChange: (next: boolean) => {
      if (next && !gate.enabled) return warn(refusalOf(gate, swap));
      setOpen(next);
    },
  };
}

/** The toolbar's behaviour: the editor's actions for the current selection and the host's warning channel. */
export function useStudioToolbar({ editor, onAudition, onWarning }: StudioToolbarProps) {
  const messages = useStudioMessages();
  const script = useScriptToolbar(editor, { onAudition });
  const warn: Warn = (message) => {
    if (message) onWarning(message);
  };
  /** Runs an action (or shows why it is refused) and shows a warning it returns. */
  const runOrWarn = <Args extends unknown[]>(action: ToolbarAction<Args>, ...args: Args) =>
    warn(action.enabled ? action.run(...args) : action.reason);
  return { messages, script, warn, runOrWarn };
}

export type StudioToolbarState = ReturnType<typeof useStudioToolbar>;
