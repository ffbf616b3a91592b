import type { AnchorDetail } from '@dubkit/sdk-core';
import { Popover, Spinner } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import * as shared from '../shared/shared.css';
import * as styles from './StudioToolbar.css';
import type { SettingsMenuProps } from './StyleMenu';
import { toggleRole } from './studioToolbarRules';
import { ToolButton } from './ToolButton';
import { useGatedOpen, type Warn } from './useStudioToolbar';

/** 角色: the anchor's roles as toggles (choosing the chosen one clears it); refused with 不支持多角色 without roles. */
export function RoleMenu({
  messages,
  anchor,
  settings,
  onSettingsChange,
  warn,
}: SettingsMenuProps & { anchor: AnchorDetail | null; warn: Warn } & CopyProps<StudioCopy>) {
  const unsupported = anchor !== null && anchor.roleList.length === 0;
  const menu = useGatedOpen({ enabled: !unsupported, reason: messages.toolRoleUnsupported }, warn);
  return (
    <Popover
      title={messages.toolRole}
      open={menu.open}
      onOpenChange={menu.onOpenChange}
      trigger={
        <ToolButton refused={unsupported} tooltip={unsupported ? messages.toolRoleUnsupported : null}>
          {messages.toolRole}
        </ToolButton>
      }
    >
      <div className={styles.panel}>
        {anchor ? (
          <fieldset className={styles.group}>
            <legend className={shared.visuallyHidden}>{messages.toolRoles}</legend>
            <div className={styles.chips}>
              {anchor.roleList.map((role) => (
                <button
                  key={role.value}
                  type="button"
                  className={styles.chip}
                  aria-pressed={settings.role === role.value}
                  onClick={() => onSettingsChange(toggleRole(settings, role))}
                >
                  {role.name}
                </button>
              ))}
            </div>
          </fieldset>
        ) : (
          <Spinner label={messages.toolStyleLoading} showLabel />
        )}
      </div>
    </Popover>
  );
}
