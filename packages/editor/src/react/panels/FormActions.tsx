import { Button } from '@dubkit/ui';
import type { EditorMessages } from '../../lib/messages';
import * as styles from '../ScriptEditor.css';

/** A form panel's 删除 and 确定 (the form's submit, so Enter in a field confirms). */
export function FormActions({ messages, onRemove }: { messages: EditorMessages; onRemove: () => void }) {
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="ghost" onClick={onRemove}>
        {messages.remove}
      </Button>
      <Button size="sm" type="submit">
        {messages.confirm}
      </Button>
    </div>
  );
}
