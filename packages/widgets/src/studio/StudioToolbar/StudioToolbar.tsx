import { TooltipGroup } from '@dubkit/ui';
import { AliasMenu } from './AliasMenu';
import { AuditionControls } from './AuditionControls';
import { BackgroundMusicMenu } from './BackgroundMusicMenu';
import { LocalProsodyMenu } from './LocalProsodyMenu';
import { MultiVoiceButton } from './MultiVoiceButton';
import { NarrationMenu } from './NarrationMenu';
import { PauseMenu } from './PauseMenu';
import { ProsodyMenu } from './ProsodyMenu';
import { NumberReadingMenu, PhonemeMenu, WordReadingMenu } from './ReadingMenus';
import { RoleMenu } from './RoleMenu';
import { SoundEffectMenu } from './SoundEffectMenu';
import * as styles from './StudioToolbar.css';
import { StyleMenu } from './StyleMenu';
import { ToolButton } from './ToolButton';
import { useRovingFocus } from './useRovingFocus';
import { type StudioToolbarProps, type StudioToolbarState, useStudioToolbar } from './useStudioToolbar';

const Divider = () => <span className={styles.divider} aria-hidden="true" />;

/**
 * The dubbing studio's editor toolbar (spec part 2 §2): audition and its player, the voice's style, pitch and role,
 * then every markup action on the script's selection, smart narration, sound effects, background music, undo and
 * redo. A refused action stays focusable, says why in its tooltip, and shows the warning when used.
 */
export function StudioToolbar(props: StudioToolbarProps) {
  const state = useStudioToolbar(props);
  return <StudioToolbarView {...props} {...state} />;
}

export type StudioToolbarViewProps = StudioToolbarProps & StudioToolbarState;

/** The toolbar's view: its copy, the script's actions and the warning channel come from useStudioToolbar. */
export function StudioToolbarView(props: StudioToolbarViewProps) {
  const { editor, anchor, settings, onSettingsChange, audition, className, messages, script, warn, runOrWarn } = props;
  const roving = useRovingFocus<HTMLDivElement>();
  const voice = { settings, onSettingsChange };
  return (
    <TooltipGroup delay={1500} swapDelay={250}>
      <div
        role="toolbar"
        aria-label={messages.toolLabel}
        className={[styles.toolbar, className].filter(Boolean).join(' ')}
        {...roving}
      >
        <AuditionControls
          messages={messages}
          action={script.audition}
          audition={audition}
          onPause={props.onAuditionPause}
          onResume={props.onAuditionResume}
          onStop={props.onAuditionStop}
          warn={warn}
        />
        <Divider />
        <StyleMenu messages={messages} anchor={anchor} {...voice} />
        <ProsodyMenu messages={messages} {...voice} />
        <RoleMenu messages={messages} anchor={anchor} {...voice} warn={warn} />
        <LocalProsodyMenu messages={messages} action={script.localProsody} warn={warn} />
        <MultiVoiceButton messages={messages} action={script.multiVoice} editor={editor} warn={warn} />
        <Divider />
        <PauseMenu messages={messages} action={script.pause} warn={warn} />
        <ToolButton
          refused={!script.continuous.enabled}
          tooltip={script.continuous.tooltip}
          onClick={() => runOrWarn(script.continuous)}
        >
          {messages.toolContinuous}
        </ToolButton>
        <NarrationMenu messages={messages} action={script.narration} warn={warn} />
        <PhonemeMenu messages={messages} action={script.phoneme} warn={warn} />
        <NumberReadingMenu messages={messages} action={script.numberReading} warn={warn} />
        <WordReadingMenu messages={messages} action={script.wordReading} warn={warn} />
        <AliasMenu messages={messages} action={script.alias} warn={warn} />
        <SoundEffectMenu messages={messages} action={script.soundEffect} warn={warn} />
        <BackgroundMusicMenu messages={messages} {...voice} />
        <Divider />
        <ToolButton refused={!script.undo.enabled} onClick={() => runOrWarn(script.undo)}>
          {messages.toolUndo}
        </ToolButton>
        <ToolButton refused={!script.redo.enabled} onClick={() => runOrWarn(script.redo)}>
          {messages.toolRedo}
        </ToolButton>
      </div>
    </TooltipGroup>
  );
}
