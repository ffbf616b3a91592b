import type { ToolbarAction } from '@dubkit/editor/react';
import { Button, Input, Popover } from '@dubkit/ui';
import { useState } from 'react';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import * as styles from './StudioToolbar.css';
import {
  formatPauseSeconds,
  PAUSE_INPUT_RANGE,
  PAUSE_PRESETS_MS,
  parsePauseSeconds,
  pauseMs,
} from './studioToolbarRules';
import { ToolButton } from './ToolButton';
import { useGatedOpen, type Warn } from './useStudioToolbar';

/** 停顿 at the cursor: a preset (0.2 / 0.5 / 1.0 s) or a custom length in seconds. */
export function PauseMenu({
  messages,
  action,
  warn,
}: { action: ToolbarAction<[ms: number]>; warn: Warn } & CopyProps<StudioCopy>) {
  const menu = useGatedOpen(action, warn);
  const [custom, setCustom] = useState('1.5');
  const seconds = parsePauseSeconds(custom);
  const insert = (ms: number) => {
    const refusal = action.run(ms);
    warn(refusal);
    if (!refusal) menu.close();
  };
  return (
    <Popover
      title={messages.toolPause}
      open={menu.open}
      onOpenChange={menu.onOpenChange}
      trigger={
        <ToolButton refused={!action.enabled} tooltip={action.tooltip}>
          {messages.toolPause}
        </ToolButton>
      }
    >
      <div className={styles.panel}>
        <fieldset className={styles.group}>
          <legend className={styles.groupLabel}>{messages.toolPausePresets}</legend>
          <div className={styles.chips}>
            {PAUSE_PRESETS_MS.map((ms) => (
              <button key={ms} type="button" className={styles.chip} onClick={() => insert(ms)}>
                {formatPauseSeconds(ms)}
              </button>
            ))}
          </div>
        </fieldset>
        <form
          className={styles.customPause}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (seconds !== null) insert(pauseMs(seconds));
          }}
        >
          <Input
            size="sm"
            type="number"
            inputMode="decimal"
            label={messages.toolPauseCustom}
            {...PAUSE_INPUT_RANGE}
            value={custom}
            invalid={seconds === null}
            onChange={setCustom}
            onBlur={() => {
              if (seconds !== null) setCustom(seconds.toFixed(1));
            }}
          />
          <Button size="sm" type="submit" disabled={seconds === null}>
            {messages.toolPauseInsert}
          </Button>
        </form>
      </div>
    </Popover>
  );
}
