import type { ToolbarAction } from '@dubkit/editor/react';
import type { Prosody } from '@dubkit/sdk-core/markup';
import { DEFAULT_PROSODY } from '@dubkit/sdk-core/studio';
import { Button, Popover } from '@dubkit/ui';
import { useState } from 'react';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import { ProsodySliders } from './ProsodySliders';
import * as styles from './StudioToolbar.css';
import { ToolButton } from './ToolButton';
import { useGatedOpen, type Warn } from './useStudioToolbar';

/** 局部调节: the selection's own pitch, speed and volume, applied on confirm. */
export function LocalProsodyMenu({
  messages,
  action,
  warn,
}: { action: ToolbarAction<[prosody: Prosody]>; warn: Warn } & CopyProps<StudioCopy>) {
  const [prosody, setProsody] = useState<Prosody>(DEFAULT_PROSODY);
  const menu = useGatedOpen(action, warn);
  return (
    <Popover
      title={messages.toolLocalProsody}
      open={menu.open}
      onOpenChange={(open) => {
        if (open) setProsody(DEFAULT_PROSODY);
        menu.onOpenChange(open);
      }}
      trigger={
        <ToolButton refused={!action.enabled} tooltip={action.tooltip}>
          {messages.toolLocalProsody}
        </ToolButton>
      }
    >
      <div className={styles.panel}>
        <ProsodySliders
          messages={messages}
          value={prosody}
          onChange={(patch) => setProsody((previous) => ({ ...previous, ...patch }))}
        />
        <div className={styles.panelFooter}>
          <Button size="sm" variant="secondary" onClick={() => setProsody(DEFAULT_PROSODY)}>
            {messages.toolReset}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              const refusal = action.run(prosody);
              warn(refusal);
              if (!refusal) menu.close();
            }}
          >
            {messages.confirm}
          </Button>
        </div>
      </div>
    </Popover>
  );
}
