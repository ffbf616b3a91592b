import { numberReadings } from '@dubkit/sdk-core';
import { Popover } from '@dubkit/ui';
import { ReactEditor } from 'slate-react';
import { removeNode, updateAlias, updateNode } from '../lib/commands';
import { nodeLabel } from '../lib/describe';
import type { EditorMessages } from '../lib/messages';
import type { InlineElement } from '../lib/types';
import { AliasPanel } from './panels/AliasPanel';
import { ChoicePanel } from './panels/ChoicePanel';
import { PhonemePanel } from './panels/PhonemePanel';
import { ProsodyPanel } from './panels/ProsodyPanel';
import { RemovePanel } from './panels/RemovePanel';
import type { ScriptReactEditor } from './useScriptEditor';

export interface OpenNode {
  element: InlineElement;
  anchor: HTMLElement;
}

const TITLES: Record<InlineElement['type'], keyof EditorMessages> = {
  pause: 'pause',
  phoneme: 'phonemeTitle',
  continuous: 'continuous',
  alias: 'aliasTitle',
  numberAlias: 'numberTitle',
  sayAs: 'wordTitle',
  soundEffect: 'soundEffect',
  multiVoice: 'multiVoice',
  localProsody: 'localProsodyTitle',
};

/** The click popover of a node (spec part 2 §2): edit what it says, or remove it. */
export function NodePopover({
  editor,
  open: { element, anchor },
  onClose,
}: {
  editor: ScriptReactEditor;
  open: OpenNode;
  onClose: () => void;
}) {
  const { messages } = editor;
  // The popover closes on any change, so the node is where it was when it opened.
  const path = () => ReactEditor.findPath(editor, element);
  const change = (changes: object) => {
    updateNode(editor, path(), element.type, changes);
    onClose();
    return null;
  };
  const remove = () => {
    removeNode(editor, path());
    onClose();
  };

  const panel = () => {
    switch (element.type) {
      case 'phoneme':
        return <PhonemePanel element={element} messages={messages} onChange={change} onRemove={remove} />;
      case 'alias':
        return (
          <AliasPanel
            element={element}
            messages={messages}
            onChange={({ alias = element.alias }) => {
              const refusal = updateAlias(editor, path(), alias);
              if (!refusal) onClose();
              return refusal;
            }}
            onRemove={remove}
          />
        );
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
            onChoose={({ name, value }) => change({ name, value })}
            onRemove={remove}
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
            onChoose={(interpretAs) => change({ interpretAs })}
            onRemove={remove}
          />
        );
      case 'localProsody':
        return <ProsodyPanel element={element} messages={messages} onChange={change} onRemove={remove} />;
      default:
        return <RemovePanel description={nodeLabel(element, messages)} remove={messages.remove} onRemove={remove} />;
    }
  };

  return (
    <Popover
      open
      anchor={anchor}
      placement="bottom-start"
      title={messages[TITLES[element.type]]}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {panel()}
    </Popover>
  );
}
