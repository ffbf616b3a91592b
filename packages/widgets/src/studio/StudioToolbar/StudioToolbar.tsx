import { TooltipGroup } from '@dubkit/ui';
import { useMessages } from '../../provider';
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
import { type StudioToolbarProps, useStudioToolbar } from './useStudioToolbar';

const Divider = () => <span className={styles.divider} aria-hidden="true" />;

/**
 * The dubbing studio's editor toolbar (spec part 2 §2): audition and its player, the voice's style, pitch and role,
 * then every markup action on the script's selection, smart narration, sound effects, background music, undo and
 * redo. A refused action stays focusable, says why in its tooltip, and shows the warning when used.
 */
export function StudioToolbar(props: StudioToolbarProps) {
  const { editor, anchor, settings, onSettingsChange, audition, className } = props;
  const messages = useMessages();
  const { script, warn, runOrWarn } = useStudioToolbar(props);
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
          action={script.audition}
          audition={audition}
          onPause={props.onAuditionPause}
          onResume={props.onAuditionResume}
          onStop={props.onAuditionStop}
          warn={warn}
        />
        <Divider />
        <StyleMenu anchor={anchor} {...voice} />
        <ProsodyMenu {...voice} />
        <RoleMenu anchor={anchor} {...voice} warn={warn} />
        <LocalProsodyMenu action={script.localProsody} warn={warn} />
        <MultiVoiceButton action={script.multiVoice} editor={editor} warn={warn} />
        <Divider />
        <PauseMenu action={script.pause} warn={warn} />
        <ToolButton
          refused={!script.continuous.enabled}
          tooltip={script.continuous.tooltip}
          onClick={() => runOrWarn(script.continuous)}
        >
          {messages.toolContinuous}
        </ToolButton>
        <NarrationMenu action={script.narration} warn={warn} />
        <PhonemeMenu action={script.phoneme} warn={warn} />
        <NumberReadingMenu action={script.numberReading} warn={warn} />
        <WordReadingMenu action={script.wordReading} warn={warn} />
        <AliasMenu action={script.alias} warn={warn} />
        <SoundEffectMenu action={script.soundEffect} warn={warn} />
        <BackgroundMusicMenu {...voice} />
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
