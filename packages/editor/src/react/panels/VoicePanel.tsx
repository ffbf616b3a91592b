import { Button } from '@dubkit/ui';
import * as styles from '../ScriptEditor.css';

/** A multi-voice segment's popover when the host can change its voice: what it is, 更换主播, and remove. */
export function VoicePanel({
  description,
  replace,
  remove,
  onReplace,
  onRemove,
}: {
  description: string;
  replace: string;
  remove: string;
  onReplace: () => void;
  onRemove: () => void;
}) {
  return (
    <div className={styles.panel}>
      <p>{description}</p>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {remove}
        </Button>
        <Button size="sm" onClick={onReplace}>
          {replace}
        </Button>
      </div>
    </div>
  );
}
