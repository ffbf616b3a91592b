import { Button } from '@dubkit/ui';
import * as styles from '../ScriptEditor.css';

export interface Choice<T> {
  key: string;
  label: string;
  value: T;
  chosen: boolean;
}

/** A row of choices (the current one pressed) and the remove button. */
export function ChoicePanel<T>({
  label,
  choices,
  remove,
  onChoose,
  onRemove,
}: {
  label: string;
  choices: Choice<T>[];
  remove: string;
  onChoose: (value: T) => void;
  onRemove: () => void;
}) {
  return (
    <div className={styles.panel}>
      <fieldset className={styles.choices} aria-label={label}>
        {choices.map((choice) => (
          <Button
            key={choice.key}
            size="sm"
            variant={choice.chosen ? 'primary' : 'secondary'}
            aria-pressed={choice.chosen}
            onClick={() => onChoose(choice.value)}
          >
            {choice.label}
          </Button>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {remove}
        </Button>
      </div>
    </div>
  );
}
