import type { ScriptReactEditor, ToolbarAction } from '@dubkit/editor/react';
import type { VoiceSelection } from '@dubkit/sdk-core/markup';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import { MultiVoicePicker } from '../MultiVoicePicker';
import { ToolButton } from './ToolButton';
import { useGatedOpen, type Warn } from './useStudioToolbar';

/** 多主播: the multi-voice picker for the selection; a refused click shows the spec's hint. */
export function MultiVoiceButton({
  messages,
  action,
  editor,
  warn,
}: {
  action: ToolbarAction<[voice: VoiceSelection]>;
  editor: ScriptReactEditor;
  warn: Warn;
} & CopyProps<StudioCopy>) {
  const { multiVoiceSelect, multiVoiceHint } = editor.messages;
  const picker = useGatedOpen(action, warn, { select: multiVoiceSelect, hint: multiVoiceHint });
  return (
    <>
      <ToolButton
        refused={!action.enabled}
        tooltip={action.tooltip}
        aria-haspopup="dialog"
        onClick={() => picker.onOpenChange(true)}
      >
        {messages.toolMultiVoice}
      </ToolButton>
      <MultiVoicePicker
        open={picker.open}
        onOpenChange={picker.onOpenChange}
        onConfirm={(selection) => warn(action.run(selection))}
      />
    </>
  );
}
