import { AudioCoordinatorProvider, Button, Dialog, Tabs } from '@dubkit/ui';
import * as shared from '../shared/shared.css';
import { VoiceFilters } from '../shared/VoiceFilters';
import { VoiceGrid } from '../shared/VoiceGrid';
import { type UseVoicePickerOptions, useVoicePicker, type VoicePickerState } from './useVoicePicker';
import * as styles from './VoicePicker.css';
import type { VoicePickerTab } from './voicePickerRules';

export type VoicePickerProps = UseVoicePickerOptions;

/** The creation page's voice picker dialog: favourites or the filtered search, 30 cards a page, cancel and confirm. */
export function VoicePicker(props: VoicePickerProps) {
  const picker = useVoicePicker(props);
  return <VoicePickerView open={props.open} onOpenChange={props.onOpenChange} {...picker} />;
}

export type VoicePickerViewProps = Pick<VoicePickerProps, 'open' | 'onOpenChange'> & VoicePickerState;

/** The voice picker's view: its copy, search, tabs and choice come from useVoicePicker. */
export function VoicePickerView({ open, onOpenChange, ...picker }: VoicePickerViewProps) {
  const { messages, search } = picker;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.voicePickerTitle}
      closeLabel={messages.close}
      width={1000}
      footer={
        <div className={shared.footer}>
          <Button variant="secondary" onClick={picker.cancel}>
            {messages.cancel}
          </Button>
          <Button onClick={picker.confirm}>{messages.confirm}</Button>
        </div>
      }
    >
      <AudioCoordinatorProvider coordinator={picker.coordinator}>
        <Tabs<VoicePickerTab>
          aria-label={messages.voicePickerTabs}
          items={[
            { key: 'favorites', label: messages.voicePickerFavorites },
            { key: 'search', label: messages.voicePickerSearch },
          ]}
          value={picker.tab}
          onChange={picker.setTab}
        >
          <div className={styles.body} data-source={picker.tab}>
            <VoiceFilters
              messages={messages}
              filters={search.filters}
              onChange={search.setFilter}
              disabled={picker.tab === 'favorites'}
            />
            <VoiceGrid
              messages={messages}
              baseUrl={picker.baseUrl}
              status={search.status}
              anchors={search.anchors}
              selected={picker.selectedKey}
              onSelect={picker.select}
              onPreview={picker.preview}
              page={search.page}
              pages={search.pages}
              onPageChange={search.setPage}
              onRetry={search.retry}
              emptyTitle={picker.tab === 'favorites' ? messages.voicePickerFavoritesEmpty : messages.voicesEmpty}
            />
          </div>
        </Tabs>
      </AudioCoordinatorProvider>
    </Dialog>
  );
}
