import { type PhonemeChoice, phonemeChoices } from '@dubkit/editor';
import type { ScriptToolbar } from '@dubkit/editor/react';
import { Menu, type MenuItem } from '@dubkit/ui';
import { useEffect, useState } from 'react';
import type { CopyProps } from '../../provider';
import type { StudioCopy } from '../copy';
import { ToolButton } from './ToolButton';
import { type Gate, useGatedOpen, type Warn } from './useStudioToolbar';

/** A menu of choices for the selection, refused (with the reason on click) when the selection does not allow it. */
function ChoiceMenu({
  label,
  gate,
  tooltip,
  items,
  onChoose,
  warn,
}: {
  label: string;
  gate: Gate;
  tooltip: string | null;
  items: MenuItem[];
  onChoose: (id: string) => void;
  warn: Warn;
}) {
  const menu = useGatedOpen(gate, warn);
  return (
    <Menu
      trigger={
        <ToolButton refused={!gate.enabled} tooltip={tooltip}>
          {label}
        </ToolButton>
      }
      items={items}
      open={menu.open}
      onOpenChange={menu.onOpenChange}
      onAction={onChoose}
    />
  );
}

const choiceId = ({ pinyin, tone }: PhonemeChoice) => `${pinyin}${tone}`;

/** 多音字: the readings of the selected Chinese character. */
export function PhonemeMenu({
  messages,
  action,
  warn,
}: { action: ScriptToolbar['phoneme']; warn: Warn } & CopyProps<StudioCopy>) {
  const [choices, setChoices] = useState<{ character: string; list: PhonemeChoice[] } | null>(null);
  const { character } = action;
  useEffect(() => {
    if (!character) return;
    let current = true;
    void phonemeChoices(character).then((list) => {
      if (current) setChoices({ character, list });
    });
    return () => {
      current = false;
    };
  }, [character]);
  const list = choices && choices.character === character ? choices.list : null;
  return (
    <ChoiceMenu
      label={messages.toolPhoneme}
      gate={action}
      tooltip={action.tooltip}
      items={
        list
          ? list.map((choice) => ({ id: choiceId(choice), label: choice.label }))
          : [{ id: 'loading', label: messages.toolPhonemeLoading, disabled: true }]
      }
      onChoose={(id) => {
        const choice = list?.find((candidate) => choiceId(candidate) === id);
        if (choice) warn(action.run(choice.pinyin, choice.tone));
      }}
      warn={warn}
    />
  );
}

/** 数字读法: the readings of the selected number. */
export function NumberReadingMenu({
  messages,
  action,
  warn,
}: { action: ScriptToolbar['numberReading']; warn: Warn } & CopyProps<StudioCopy>) {
  return (
    <ChoiceMenu
      label={messages.toolNumberReading}
      gate={action}
      tooltip={action.tooltip}
      items={action.readings.map(({ name, value }, index) => ({
        id: String(index),
        label: `${name} ${value}`,
        textValue: name,
      }))}
      onChoose={(id) => {
        const reading = action.readings[Number(id)];
        if (reading) warn(action.run(reading));
      }}
      warn={warn}
    />
  );
}

/** 单词读法: English letters read letter by letter or as a word. */
export function WordReadingMenu({
  messages,
  action,
  warn,
}: { action: ScriptToolbar['wordReading']; warn: Warn } & CopyProps<StudioCopy>) {
  return (
    <ChoiceMenu
      label={messages.toolWordReading}
      gate={action}
      tooltip={action.tooltip}
      items={[
        { id: 'characters', label: messages.toolWordCharacters },
        { id: 'word', label: messages.toolWordWhole },
      ]}
      onChoose={(id) => warn(action.run(id === 'word' ? 'word' : 'characters'))}
      warn={warn}
    />
  );
}
