import { Input } from '@dubkit/ui';
import { useState } from 'react';
import { formatCueTime, parseCueTime } from '../../lib/cueTime';
import type { CueElement } from '../../lib/types';
import * as styles from '../ScriptEditor.css';
import { FormActions } from './FormActions';
import type { PanelProps } from './PanelProps';

/** A subtitle cue's slot: start and end as times (00:01:02.500), an end before the start refused; remove. */
export function CuePanel({ element, messages, onChange, onRemove }: PanelProps<CueElement>) {
  const [start, setStart] = useState(formatCueTime(element.startMs));
  const [end, setEnd] = useState(formatCueTime(element.endMs));
  const [errors, setErrors] = useState<{ start?: string | null; end?: string | null }>({});
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const startMs = parseCueTime(start);
        const endMs = parseCueTime(end);
        if (startMs === null || endMs === null) {
          setErrors({
            start: startMs === null ? messages.cueTimeInvalid : null,
            end: endMs === null ? messages.cueTimeInvalid : null,
          });
          return;
        }
        setErrors({ end: onChange({ startMs, endMs }) });
      }}
    >
      <Input
        size="sm"
        label={messages.cueStart}
        value={start}
        autoComplete="off"
        errorMessage={errors.start ?? null}
        onChange={(value) => {
          setStart(value);
          setErrors({});
        }}
      />
      <Input
        size="sm"
        label={messages.cueEnd}
        value={end}
        autoComplete="off"
        errorMessage={errors.end ?? null}
        onChange={(value) => {
          setEnd(value);
          setErrors({});
        }}
      />
      <FormActions messages={messages} onRemove={onRemove} />
    </form>
  );
}
