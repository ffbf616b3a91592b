import { MULTI_VOICE_PITCH_RANGE, SPEED_RANGE, VOLUME_RANGE } from '@dubkit/sdk-core/studio';
import { AudioPlayButton, Button, Empty, Slider, Spinner } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../shared/format';
import * as shared from '../shared/shared.css';
import { apiUrl } from '../shared/url';
import { VoicePickerDialog } from '../shared/VoicePickerDialog';
import * as styles from './MultiVoicePicker.css';
import type { VoiceDraft } from './multiVoice';
import {
  type MultiVoicePickerState,
  type MultiVoiceTab,
  type UseMultiVoicePickerOptions,
  useMultiVoicePicker,
} from './useMultiVoicePicker';

export interface MultiVoicePickerProps extends UseMultiVoicePickerOptions {
  /** Offer 替换全部: apply the voice to every segment that has the same one. */
  replaceable?: boolean;
}

type Picker = MultiVoicePickerState;

function VoiceSettings({ draft, picker }: { draft: VoiceDraft; picker: Picker }) {
  const { messages, baseUrl } = picker;
  const id = useId();
  return (
    <>
      <h3 className={styles.settingsTitle}>{draft.anchorName}</h3>
      {draft.roles.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.groupLabel}>{messages.multiVoiceRoles}</legend>
          <div className={styles.roles}>
            {[{ value: null, name: messages.multiVoiceRoleNone }, ...draft.roles].map((role) => (
              <button
                key={role.value ?? ''}
                type="button"
                className={styles.role}
                aria-pressed={draft.role === role.value}
                onClick={() => picker.clickRole(role.value)}
              >
                {role.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.groupLabel}>{messages.multiVoiceTemplates}</legend>
        {draft.templates.length === 0 ? (
          <p className={styles.note}>{messages.multiVoiceTemplatesEmpty}</p>
        ) : (
          <ul className={styles.templates}>
            {draft.templates.map((template) => (
              <li
                key={template.id}
                className={styles.template}
                data-selected={draft.templateId === template.id || undefined}
              >
                <label className={styles.templateLabel}>
                  <input
                    type="radio"
                    name={`${id}-template`}
                    className={shared.visuallyHidden}
                    checked={draft.templateId === template.id}
                    onChange={() => picker.selectTemplate(template.id)}
                  />
                  {template.title}
                  <span className={styles.templateSubtitle}>{template.subtitle}</span>
                </label>
                {template.filepath && (
                  <AudioPlayButton
                    size="sm"
                    src={apiUrl(template.filepath, baseUrl)}
                    label={format(messages.multiVoiceTemplatePreview, { name: template.title })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Slider
        label={messages.multiVoicePitch}
        {...MULTI_VOICE_PITCH_RANGE}
        value={draft.prosody.pitch}
        onChange={(pitch) => picker.setProsody({ pitch })}
      />
      <Slider
        label={messages.multiVoiceSpeed}
        {...SPEED_RANGE}
        value={draft.prosody.speed}
        formatValue={(speed) => `${speed.toFixed(2)}x`}
        onChange={(speed) => picker.setProsody({ speed })}
      />
      <Slider
        label={messages.multiVoiceVolume}
        {...VOLUME_RANGE}
        value={draft.prosody.volume}
        onChange={(volume) => picker.setProsody({ volume })}
      />
    </>
  );
}

/** The multi-voice picker dialog: an anchor (or a custom one), its emotion, role and sliders for a segment. */
export function MultiVoicePicker({ replaceable, ...options }: MultiVoicePickerProps) {
  const picker = useMultiVoicePicker(options);
  return (
    <MultiVoicePickerView
      open={options.open}
      onOpenChange={options.onOpenChange}
      replaceable={replaceable}
      {...picker}
    />
  );
}

export type MultiVoicePickerViewProps = Pick<MultiVoicePickerProps, 'open' | 'onOpenChange' | 'replaceable'> &
  MultiVoicePickerState;

/** The multi-voice picker's view: its copy, search, tabs, the picked voice and its settings come from the hook. */
export function MultiVoicePickerView({
  open,
  onOpenChange,
  replaceable = false,
  ...picker
}: MultiVoicePickerViewProps) {
  const { messages, pick } = picker;
  return (
    <VoicePickerDialog<MultiVoiceTab>
      open={open}
      onOpenChange={onOpenChange}
      messages={messages}
      title={messages.multiVoiceTitle}
      width={1100}
      footer={
        <>
          {replaceable && (
            <Button variant="secondary" onClick={picker.replaceAll}>
              {messages.multiVoiceReplaceAll}
            </Button>
          )}
          <Button onClick={picker.confirm}>{messages.confirm}</Button>
        </>
      }
      coordinator={picker.coordinator}
      tabsLabel={messages.multiVoiceTabs}
      tabs={[
        { key: 'anchors', label: messages.multiVoiceTabAnchors },
        { key: 'custom', label: messages.multiVoiceTabCustom },
      ]}
      tab={picker.tab}
      onTabChange={picker.setTab}
      unfiltered="custom"
      search={picker.search}
      baseUrl={picker.baseUrl}
      selectedKey={picker.selectedKey}
      onSelect={picker.choose}
      onPreview={picker.preview}
      emptyTitle={messages.voicesEmpty}
      scrollCards
      aside={
        <section
          className={styles.settings}
          aria-label={
            pick.status === 'ready' ? format(messages.multiVoiceSettings, { name: pick.draft.anchorName }) : undefined
          }
          data-status={pick.status}
        >
          {pick.status === 'ready' ? (
            <VoiceSettings draft={pick.draft} picker={picker} />
          ) : pick.status === 'loading' ? (
            <Spinner label={messages.multiVoiceDetailLoading} showLabel />
          ) : (
            <Empty title={messages.multiVoiceChoose} />
          )}
        </section>
      }
    />
  );
}
