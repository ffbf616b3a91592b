import type { ToolbarAction } from '@dubkit/editor';
import type { AuditionSnapshot } from '@dubkit/sdk-core';
import { useMessages } from '../../provider';
import { auditionControls } from './studioToolbarRules';
import { ToolButton } from './ToolButton';
import type { Warn } from './useStudioToolbar';

export interface AuditionControlsProps {
  action: ToolbarAction;
  audition: AuditionSnapshot;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  warn: Warn;
}

/** 试听, then the player: 合成中 while the first chunk loads, pause or resume while it plays, and stop. */
export function AuditionControls({ action, audition, onPause, onResume, onStop, warn }: AuditionControlsProps) {
  const messages = useMessages();
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
  return (
    <>
      <ToolButton
        primary
        refused={(idle && !action.enabled) || main === 'loading'}
        aria-busy={main === 'loading' || undefined}
        tooltip={idle ? action.tooltip : null}
        onClick={click}
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

const PATHS = {
  audition: 'M5 3l8 5-8 5z',
  resume: 'M5 3l8 5-8 5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  stop: 'M4 4h8v8H4z',
  loading: 'M8 2a6 6 0 1 0 6 6h-2a4 4 0 1 1-4-4z',
};

function PlayerIcon({ control }: { control: keyof typeof PATHS }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={PATHS[control]} fill="currentColor" />
    </svg>
  );
}
