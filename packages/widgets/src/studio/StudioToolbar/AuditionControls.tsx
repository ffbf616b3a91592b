import type { AuditionAction } from '@dubkit/editor/react';
import type { AuditionSnapshot } from '@dubkit/sdk-core/studio';
import type { CopyProps } from '../../provider';
import { PlayerIcon } from '../../shared/icons';
import type { StudioCopy } from '../copy';
import { auditionControls } from './studioToolbarRules';
import { ToolButton } from './ToolButton';
import type { Warn } from './useStudioToolbar';

export interface AuditionControlsProps {
  action: AuditionAction;
  audition: AuditionSnapshot;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  warn: Warn;
}

/** 试听 (hovered or focused, it highlights what it will play), then the player: 合成中 while the first chunk loads, pause or resume while it plays, and stop. */
export function AuditionControls({
  messages,
  action,
  audition,
  onPause,
  onResume,
  onStop,
  warn,
}: AuditionControlsProps & CopyProps<StudioCopy>) {
  const { main, stop } = auditionControls(audition.state);
  const idle = main === 'audition';
  const label = {
    audition: messages.toolAudition,
    loading: messages.toolAuditionLoading,
    pause: messages.toolAuditionPause,
    resume: messages.toolAuditionResume,
  }[main];
  const click = {
    audition: () => warn(action.enabled ? action.run() : action.reason),
    loading: () => {},
    pause: onPause,
    resume: onResume,
  }[main];
  // The text playing has its own highlight; the preview is of what a click would play.
  const preview = (shown: boolean) => () => action.preview(shown && idle);
  return (
    <>
      <ToolButton
        primary
        refused={(idle && !action.enabled) || main === 'loading'}
        aria-busy={main === 'loading' || undefined}
        tooltip={idle ? action.tooltip : null}
        onClick={click}
        onMouseEnter={preview(true)}
        onMouseLeave={preview(false)}
        onFocus={preview(true)}
        onBlur={preview(false)}
      >
        <PlayerIcon control={main} />
        {label}
      </ToolButton>
      {stop && (
        <ToolButton onClick={onStop}>
          <PlayerIcon control="stop" />
          {messages.toolAuditionStop}
        </ToolButton>
      )}
    </>
  );
}
