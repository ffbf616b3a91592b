import { Tooltip } from '@dubkit/ui';
import { type ButtonHTMLAttributes, type Ref, useState } from 'react';
import * as styles from './StudioToolbar.css';

export interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Refused: marked disabled but still focusable and clickable, so a click can say why. */
  refused?: boolean;
  /** Shown on hover and keyboard focus; none when null. */
  tooltip?: string | null;
  /** The toolbar's main action (试听). */
  primary?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A toolbar button, also usable as a menu's or popover's trigger (their props pass through to the button). The
 * tooltip is always mounted, so the button keeps its element, and its focus, when the tooltip comes and goes.
 */
export function ToolButton({
  refused = false,
  tooltip = null,
  primary = false,
  className,
  ref,
  ...props
}: ToolButtonProps) {
  const [shown, setShown] = useState(false);
  return (
    <Tooltip content={tooltip} open={tooltip !== null && shown} onOpenChange={setShown}>
      <button
        ref={ref}
        type="button"
        className={[styles.tool, className].filter(Boolean).join(' ')}
        aria-disabled={refused || undefined}
        data-primary={primary || undefined}
        data-toolbar-item=""
        {...props}
      />
    </Tooltip>
  );
}
