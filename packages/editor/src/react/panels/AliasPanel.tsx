import { Input } from '@dubkit/ui';
import { useState } from 'react';
import type { AliasElement } from '../../lib/types';
import * as styles from '../ScriptEditor.css';
import { FormActions } from './FormActions';
import type { PanelProps } from './PanelProps';

export function AliasPanel({ element, messages, onChange, onRemove }: PanelProps<AliasElement>) {
  const [alias, setAlias] = useState(element.alias);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        setError(onChange({ alias }));
      }}
    >
      <Input
        size="sm"
        label={messages.alias}
        value={alias}
        autoComplete="off"
        errorMessage={error}
        onChange={(value) => {
          setAlias(value);
          setError(null);
        }}
      />
      <FormActions messages={messages} onRemove={onRemove} />
    </form>
  );
}
