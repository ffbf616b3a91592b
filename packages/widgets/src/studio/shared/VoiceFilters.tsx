import { Select } from '@dubkit/ui';
import type { FilterKey } from '../../anchors/search/anchorSearch';
import type { StudioCopy } from '../copy';
import * as styles from './shared.css';
import type { VoiceFilterRow } from './useVoiceSearch';

export interface VoiceFiltersProps {
  messages: StudioCopy;
  filters: readonly VoiceFilterRow[];
  onChange: (key: FilterKey, value: number) => void;
  /** The favourites and custom lists ignore the filters. */
  disabled?: boolean;
}

/** The six dropdown filters of the voice pickers. */
export function VoiceFilters({ messages, filters, onChange, disabled = false }: VoiceFiltersProps) {
  return (
    <fieldset className={styles.filters} disabled={disabled} data-disabled={disabled || undefined}>
      <legend className={styles.visuallyHidden}>{messages.voiceFilters}</legend>
      {filters.map((row) => (
        <Select
          key={row.key}
          className={styles.filter}
          size="sm"
          label={row.label}
          options={row.choices.map((tag) => ({ value: tag.id, label: tag.name }))}
          value={row.value}
          onChange={(value) => onChange(row.key, value)}
          disabled={disabled}
        />
      ))}
    </fieldset>
  );
}
