import type { ToolbarAction } from '@dubkit/editor/react';
import { Button, Input, Popover } from '@dubkit/ui';
import { useState } from 'react';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import * as styles from './StudioToolbar.css';
import { ToolButton } from './ToolButton';
import { useGatedOpen, type Warn } from './useStudioToolbar';

/** 别名: what the selection is read as; a blank alias is refused in the field (别名不能为空). */
export function AliasMenu({
  messages,
  action,
  warn,
}: { action: ToolbarAction<[alias: string]>; warn: Warn } & CopyProps<StudioCopy>) {
  const menu = useGatedOpen(action, warn);
  const [alias, setAlias] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Popover
      title={messages.toolAliasTitle}
      open={menu.open}
      onOpenChange={(open) => {
        if (open) {
          setAlias('');
          setError(null);
        }
        menu.onOpenChange(open);
      }}
      trigger={
        <ToolButton refused={!action.enabled} tooltip={action.tooltip}>
          {messages.toolAlias}
        </ToolButton>
      }
    >
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          const refusal = action.run(alias);
          setError(refusal);
          if (!refusal) menu.close();
        }}
      >
        <Input
          size="sm"
          label={messages.toolAlias}
          value={alias}
          onChange={(value) => {
            setAlias(value);
            setError(null);
          }}
          invalid={error !== null}
          errorMessage={error}
        />
        <div className={styles.panelFooter}>
          <Button size="sm" type="submit">
            {messages.confirm}
          </Button>
        </div>
      </form>
    </Popover>
  );
}
