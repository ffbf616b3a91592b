import { Button, Popover } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import { ProsodySliders } from './ProsodySliders';
import * as styles from './StudioToolbar.css';
import type { SettingsMenuProps } from './StyleMenu';
import { resetProsody, withProsody } from './studioToolbarRules';
import { ToolButton } from './ToolButton';

/** 语调 / 语速 / 音量 of the whole script, with reset. */
export function ProsodyMenu({ messages, settings, onSettingsChange }: SettingsMenuProps & CopyProps<StudioCopy>) {
  return (
    <Popover title={messages.toolProsodyTitle} trigger={<ToolButton>{messages.toolProsody}</ToolButton>}>
      <div className={styles.panel}>
        <ProsodySliders
          messages={messages}
          value={{ pitch: settings.pitchRate, speed: settings.speechRate, volume: settings.volume }}
          onChange={(patch) => onSettingsChange(withProsody(settings, patch))}
        />
        <div className={styles.panelFooter}>
          <Button size="sm" variant="secondary" onClick={() => onSettingsChange(resetProsody(settings))}>
            {messages.toolReset}
          </Button>
        </div>
      </div>
    </Popover>
  );
}
