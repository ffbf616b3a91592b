import { Button } from '@dubkit/ui';
import * as styles from '../ScriptEditor.css';

/** The popover of nodes with nothing to edit: what the node is, and the remove button. */
export function RemovePanel({
  description,
  remove,
  onRemove,
}: {
  description: string;
  remove: string;
  onRemove: () => void;
}) {
  return (
    <div className={styles.panel}>
      <p>{description}</p>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {remove}
        </Button>
      </div>
    </div>
  );
}
