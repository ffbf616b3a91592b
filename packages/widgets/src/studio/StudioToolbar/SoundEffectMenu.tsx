import type { SoundEffect as EditorSoundEffect } from '@dubkit/editor';
import type { ToolbarAction } from '@dubkit/editor/react';
import type { SoundCategory, SoundEffect } from '@dubkit/sdk-core';
import { AudioCoordinatorProvider, AudioPlayButton, Button, Popover, Tabs } from '@dubkit/ui';
import { useId, useState } from 'react';
import { type CopyProps, useDubKit } from '../../provider';
import { format } from '../../shared/format';
import type { StudioCopy } from '../copy';
import * as shared from '../shared/shared.css';
import { apiUrl } from '../shared/url';
import { ListState } from './ListState';
import * as styles from './StudioToolbar.css';
import { formatDuration } from './studioToolbarRules';
import { ToolButton } from './ToolButton';
import { useLoaded } from './useLoaded';
import { useGatedOpen, type Warn } from './useStudioToolbar';

/** 音效 at the cursor: category tabs, each category's sounds with a preview (one plays at a time), confirm. */
export function SoundEffectMenu({
  messages,
  action,
  warn,
}: {
  action: ToolbarAction<[effect: EditorSoundEffect | null]>;
  warn: Warn;
} & CopyProps<StudioCopy>) {
  const { client } = useDubKit();
  const menu = useGatedOpen(action, warn);
  const [chosenCategory, setChosenCategory] = useState<number | null>(null);
  const [selected, setSelected] = useState<SoundEffect | null>(null);
  const soundCategories = useLoaded<SoundCategory[]>(menu.open ? 'categories' : null, () =>
    client.works.soundCategories(),
  );
  const categoryId = chosenCategory ?? soundCategories.data?.[0]?.id ?? null;
  const sounds = useLoaded<SoundEffect[]>(menu.open && categoryId !== null ? String(categoryId) : null, () =>
    client.works.sounds({ styleId: categoryId ?? 0 }),
  );

  const confirm = () => {
    if (categoryId === null) return warn(messages.toolSoundCategoryRequired);
    const refusal = action.run(
      selected && { name: selected.name, filepath: selected.filepath, duration: selected.duration },
    );
    warn(refusal);
    if (!refusal) menu.close();
  };

  return (
    <Popover
      sheetOnPhone
      title={messages.toolSoundEffect}
      open={menu.open}
      onOpenChange={(open) => {
        if (open) setSelected(null);
        menu.onOpenChange(open);
      }}
      trigger={
        <ToolButton refused={!action.enabled} tooltip={action.tooltip}>
          {messages.toolSoundEffect}
        </ToolButton>
      }
    >
      <div className={styles.panel}>
        <ListState
          messages={messages}
          loaded={soundCategories}
          loadingLabel={messages.toolSoundsLoading}
          emptyLabel={messages.toolSoundsEmpty}
          onRetry={soundCategories.retry}
        >
          {(list) => (
            <Tabs<number>
              aria-label={messages.toolSoundCategories}
              items={list.map((category) => ({ key: category.id, label: category.name }))}
              value={categoryId ?? undefined}
              onChange={setChosenCategory}
            >
              <ListState
                messages={messages}
                loaded={sounds}
                loadingLabel={messages.toolSoundsLoading}
                emptyLabel={messages.toolSoundsEmpty}
                onRetry={sounds.retry}
              >
                {(effects) => (
                  <SoundList messages={messages} effects={effects} selected={selected} onSelect={setSelected} />
                )}
              </ListState>
            </Tabs>
          )}
        </ListState>
        <div className={styles.panelFooter}>
          <Button size="sm" onClick={confirm}>
            {messages.confirm}
          </Button>
        </div>
      </div>
    </Popover>
  );
}

const effectKey = ({ name, filepath }: SoundEffect) => `${name}\n${filepath}`;

function SoundList({
  messages,
  effects,
  selected,
  onSelect,
}: {
  effects: readonly SoundEffect[];
  selected: SoundEffect | null;
  onSelect: (effect: SoundEffect) => void;
} & CopyProps<StudioCopy>) {
  const { baseUrl } = useDubKit();
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={shared.visuallyHidden}>{messages.toolSoundList}</legend>
      <AudioCoordinatorProvider>
        <ul className={styles.list}>
          {effects.map((effect) => {
            const checked = selected !== null && effectKey(selected) === effectKey(effect);
            return (
              <li key={effectKey(effect)} className={styles.option} data-selected={checked || undefined}>
                <label className={styles.optionLabel}>
                  <input
                    type="radio"
                    name={`${id}-sound`}
                    className={shared.visuallyHidden}
                    checked={checked}
                    onChange={() => onSelect(effect)}
                  />
                  <span className={styles.optionName}>{effect.name}</span>
                  <span className={styles.duration}>{formatDuration(effect.duration)}</span>
                </label>
                <AudioPlayButton
                  size="sm"
                  src={apiUrl(effect.filepath, baseUrl)}
                  label={format(messages.toolSoundPreview, { name: effect.name })}
                />
              </li>
            );
          })}
        </ul>
      </AudioCoordinatorProvider>
    </fieldset>
  );
}
