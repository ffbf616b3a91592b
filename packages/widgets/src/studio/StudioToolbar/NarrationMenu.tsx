import type { ToolbarAction } from '@dubkit/editor/react';
import type { SmartNarration } from '@dubkit/sdk-core/markup';
import { Button, Checkbox, Popover, Slider, Switch } from '@dubkit/ui';
import { useState } from 'react';
import type { CopyProps } from '../../provider';
import { format } from '../../shared/format';
import type { StudioCopy } from '../copy';
import * as styles from './StudioToolbar.css';
import {
  formatMilliseconds,
  NARRATION_PAUSE_RANGE,
  withNarrationEnabled,
  withNarrationPause,
} from './studioToolbarRules';
import { ToolButton } from './ToolButton';
import { useGatedOpen, type Warn } from './useStudioToolbar';

/** 标点停顿 (smart narration): on or off, and each mark's pause (within the narration pause's limits) and use, applied on confirm. */
export function NarrationMenu({
  messages,
  action,
  warn,
}: {
  action: ToolbarAction<[narration: SmartNarration]> & { value: SmartNarration };
  warn: Warn;
} & CopyProps<StudioCopy>) {
  const menu = useGatedOpen(action, warn);
  const [draft, setDraft] = useState(action.value);
  return (
    <Popover
      sheetOnPhone
      title={messages.toolNarration}
      open={menu.open}
      onOpenChange={(open) => {
        if (open) setDraft(action.value);
        menu.onOpenChange(open);
      }}
      trigger={<ToolButton>{messages.toolNarration}</ToolButton>}
    >
      <div className={styles.panel}>
        <Switch checked={draft.enabled} onChange={(enabled) => setDraft(withNarrationEnabled(draft, enabled))}>
          {messages.toolNarrationEnabled}
        </Switch>
        <div className={styles.marks}>
          {draft.pauses.map((pause, index) => (
            <NarrationMark
              messages={messages}
              key={pause.mark}
              mark={pause.mark}
              ms={pause.ms}
              enabled={pause.enabled}
              disabled={!draft.enabled}
              onChange={(patch) => setDraft(withNarrationPause(draft, index, patch))}
            />
          ))}
        </div>
        <div className={styles.panelFooter}>
          <Button
            size="sm"
            onClick={() => {
              warn(action.run(draft));
              menu.close();
            }}
          >
            {messages.confirm}
          </Button>
        </div>
      </div>
    </Popover>
  );
}

function NarrationMark({
  messages,
  mark,
  ms,
  enabled,
  disabled,
  onChange,
}: {
  mark: string;
  ms: number;
  enabled: boolean;
  disabled: boolean;
  onChange: (patch: { ms?: number; enabled?: boolean }) => void;
} & CopyProps<StudioCopy>) {
  return (
    <>
      <Checkbox checked={enabled} disabled={disabled} onChange={(on) => onChange({ enabled: on })}>
        {format(messages.toolNarrationMark, { mark })}
      </Checkbox>
      <Slider
        aria-label={format(messages.toolNarrationPause, { mark })}
        {...NARRATION_PAUSE_RANGE}
        value={ms}
        disabled={disabled || !enabled}
        formatValue={formatMilliseconds}
        onChange={(next) => onChange({ ms: next })}
      />
    </>
  );
}
