import type { BackgroundMusic } from '@dubkit/sdk-core';
import { BGM_PAGE_SIZE } from '@dubkit/sdk-core/studio';
import { AudioCoordinatorProvider, AudioPlayButton, Button, Popover, Slider } from '@dubkit/ui';
import { useState } from 'react';
import { type CopyProps, useDubKit } from '../../provider';
import { format } from '../../shared/format';
import type { StudioCopy } from '../copy';
import { apiUrl } from '../shared/url';
import { ListState } from './ListState';
import * as styles from './StudioToolbar.css';
import type { SettingsMenuProps } from './StyleMenu';
import {
  BGM_VOLUME_RANGE,
  bgmDraftOf,
  commitBgm,
  FADE_RANGE,
  formatDuration,
  formatMilliseconds,
  toggleBgm,
  withBgmLevels,
} from './studioToolbarRules';
import { ToolButton } from './ToolButton';
import { useLoaded } from './useLoaded';

/** 背景音乐: pick (or unpick) one piece with its preview, volume and fades; confirm puts it into the settings. */
export function BackgroundMusicMenu({
  messages,
  settings,
  onSettingsChange,
}: SettingsMenuProps & CopyProps<StudioCopy>) {
  const { client, baseUrl } = useDubKit();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => bgmDraftOf(settings));
  const music = useLoaded<BackgroundMusic[]>(open ? 'bgm' : null, () =>
    client.works.bgmList({ page: 1, pageSize: BGM_PAGE_SIZE }),
  );
  return (
    <Popover
      sheetOnPhone
      title={messages.toolBgm}
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(bgmDraftOf(settings));
        setOpen(next);
      }}
      trigger={
        <ToolButton>
          <span className={styles.chosen}>
            {settings.bgmId ? format(messages.toolBgmChosen, { name: settings.bgmName }) : messages.toolBgm}
          </span>
        </ToolButton>
      }
    >
      <div className={styles.panel}>
        <ListState
          messages={messages}
          loaded={music}
          loadingLabel={messages.toolBgmLoading}
          emptyLabel={messages.toolBgmEmpty}
          onRetry={music.retry}
        >
          {(list) => (
            <AudioCoordinatorProvider>
              <ul className={styles.list} aria-label={messages.toolBgmList}>
                {list.map((item) => {
                  const chosen = draft.music?.id === item.id;
                  return (
                    <li key={item.id} className={styles.option} data-selected={chosen || undefined}>
                      <button
                        type="button"
                        className={styles.optionLabel}
                        aria-pressed={chosen}
                        onClick={() => setDraft(toggleBgm(draft, item))}
                      >
                        <span className={styles.optionName}>{item.name}</span>
                        <span className={styles.duration}>{formatDuration(item.duration)}</span>
                      </button>
                      <AudioPlayButton
                        size="sm"
                        src={apiUrl(item.filepath, baseUrl)}
                        label={format(messages.toolBgmPreview, { name: item.name })}
                      />
                    </li>
                  );
                })}
              </ul>
            </AudioCoordinatorProvider>
          )}
        </ListState>
        <p className={styles.note} aria-live="polite">
          {draft.music ? format(messages.toolBgmChosen, { name: draft.music.name }) : messages.toolBgmNone}
        </p>
        <Slider
          label={messages.toolBgmVolume}
          {...BGM_VOLUME_RANGE}
          value={draft.volume}
          onChange={(volume) => setDraft(withBgmLevels(draft, { volume }))}
        />
        <Slider
          label={messages.toolBgmFadein}
          {...FADE_RANGE}
          value={draft.fadein}
          formatValue={formatMilliseconds}
          onChange={(fadein) => setDraft(withBgmLevels(draft, { fadein }))}
        />
        <Slider
          label={messages.toolBgmFadeout}
          {...FADE_RANGE}
          value={draft.fadeout}
          formatValue={formatMilliseconds}
          onChange={(fadeout) => setDraft(withBgmLevels(draft, { fadeout }))}
        />
        <div className={styles.panelFooter}>
          <Button
            size="sm"
            onClick={() => {
              onSettingsChange(commitBgm(settings, draft));
              setOpen(false);
            }}
          >
            {messages.confirm}
          </Button>
        </div>
      </div>
    </Popover>
  );
}
