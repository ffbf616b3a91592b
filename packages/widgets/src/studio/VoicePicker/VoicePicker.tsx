import { Button } from '@dubkit/ui';
import { VoicePickerDialog } from '../shared/VoicePickerDialog';
import { type UseVoicePickerOptions, useVoicePicker, type VoicePickerState } from './useVoicePicker';
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
  const { messages } = picker;
  return (
    <VoicePickerDialog<VoicePickerTab>
      open={open}
      onOpenChange={onOpenChange}
      messages={messages}
      title={messages.voicePickerTitle}
      width={1000}
      footer={
        <>
          <Button variant="secondary" onClick={picker.cancel}>
            {messages.cancel}
          </Button>
          <Button onClick={picker.confirm}>{messages.confirm}</Button>
        </>
      }
      coordinator={picker.coordinator}
      tabsLabel={messages.voicePickerTabs}
      tabs={[
        { key: 'favorites', label: messages.voicePickerFavorites },
        { key: 'search', label: messages.voicePickerSearch },
      ]}
      tab={picker.tab}
      onTabChange={picker.setTab}
      unfiltered="favorites"
      search={picker.search}
      baseUrl={picker.baseUrl}
      selectedKey={picker.selectedKey}
      onSelect={picker.select}
      onPreview={picker.preview}
      emptyTitle={picker.tab === 'favorites' ? messages.voicePickerFavoritesEmpty : messages.voicesEmpty}
    />
  );
}
