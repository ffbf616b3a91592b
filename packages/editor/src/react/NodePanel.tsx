import { numberReadings } from '@dubkit/sdk-core/markup';
import { nodeLabel } from '../lib/describe';
import type { InlineElement } from '../lib/types';
import { AliasPanel } from './panels/AliasPanel';
import { ChoicePanel } from './panels/ChoicePanel';
import { CuePanel } from './panels/CuePanel';
import type { PanelProps } from './panels/PanelProps';
import { PhonemePanel } from './panels/PhonemePanel';
import { ProsodyPanel } from './panels/ProsodyPanel';
import { RemovePanel } from './panels/RemovePanel';

/** What a node's popover holds (spec part 2 §2): its choices or fields, and remove. */
export function NodePanel({ element, messages, onChange, onRemove }: PanelProps<InlineElement>) {
  switch (element.type) {
    case 'phoneme':
      return <PhonemePanel element={element} messages={messages} onChange={onChange} onRemove={onRemove} />;
    case 'cue':
      return <CuePanel element={element} messages={messages} onChange={onChange} onRemove={onRemove} />;
    case 'alias':
      return <AliasPanel element={element} messages={messages} onChange={onChange} onRemove={onRemove} />;
    case 'localProsody':
      return <ProsodyPanel element={element} messages={messages} onChange={onChange} onRemove={onRemove} />;
    case 'numberAlias':
      return (
        <ChoicePanel
          label={messages.numberTitle}
          remove={messages.remove}
          choices={numberReadings(element.original).map((reading) => ({
            key: reading.name,
            label: `${reading.name} ${reading.value}`,
            value: reading,
            chosen: reading.name === element.name && reading.value === element.value,
          }))}
          onChoose={({ name, value }) => onChange({ name, value })}
          onRemove={onRemove}
        />
      );
    case 'sayAs':
      return (
        <ChoicePanel
          label={messages.wordTitle}
          remove={messages.remove}
          choices={(['characters', 'word'] as const).map((interpretAs) => ({
            key: interpretAs,
            label: interpretAs === 'characters' ? messages.wordCharacters : messages.wordWhole,
            value: interpretAs,
            chosen: interpretAs === element.interpretAs,
          }))}
          onChoose={(interpretAs) => onChange({ interpretAs })}
          onRemove={onRemove}
        />
      );
    default:
      return <RemovePanel description={nodeLabel(element, messages)} remove={messages.remove} onRemove={onRemove} />;
  }
}
