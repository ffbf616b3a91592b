import type { AnchorDetail } from '@dubkit/sdk-core';
import { AudioCoordinatorProvider, AudioPlayButton, Popover, Slider, Spinner } from '@dubkit/ui';
import { useId } from 'react';
import { type CopyProps, useDubKit } from '../../provider';
import { format } from '../../shared/format';
import type { StudioCopy } from '../copy';
import type { SynthesisSettings } from '../DubbingStudio/settings';
import * as shared from '../shared/shared.css';
import { apiUrl } from '../shared/url';
import * as styles from './StudioToolbar.css';
import { formatIntensity, INTENSITY_RANGE, withIntensity, withTemplate } from './studioToolbarRules';
import { ToolButton } from './ToolButton';

export interface SettingsMenuProps {
  settings: SynthesisSettings;
  onSettingsChange: (next: SynthesisSettings) => void;
}

/** 情绪/风格: the anchor's templates, each with its sample, and the strength 0.01–2. */
export function StyleMenu({
  messages,
  anchor,
  settings,
  onSettingsChange,
}: SettingsMenuProps & { anchor: AnchorDetail | null } & CopyProps<StudioCopy>) {
  const { baseUrl } = useDubKit();
  const id = useId();
  const templates = anchor?.templateList ?? [];
  return (
    <Popover title={messages.toolStyle} trigger={<ToolButton>{messages.toolStyle}</ToolButton>}>
      <div className={styles.panel}>
        {!anchor ? (
          <Spinner label={messages.toolStyleLoading} showLabel />
        ) : templates.length === 0 ? (
          <p className={styles.note}>{messages.toolStyleEmpty}</p>
        ) : (
          <fieldset className={styles.group}>
            <legend className={shared.visuallyHidden}>{messages.toolStyleList}</legend>
            <AudioCoordinatorProvider>
              <ul className={styles.list}>
                {templates.map((template) => {
                  const checked = settings.templateId === template.id;
                  return (
                    <li key={template.id} className={styles.option} data-selected={checked || undefined}>
                      <label className={styles.optionLabel}>
                        <input
                          type="radio"
                          name={`${id}-template`}
                          className={shared.visuallyHidden}
                          checked={checked}
                          onChange={() => onSettingsChange(withTemplate(settings, template))}
                        />
                        <span className={styles.optionName}>{template.title}</span>
                        <span className={styles.duration}>{template.subtitle}</span>
                      </label>
                      {template.filepath && (
                        <AudioPlayButton
                          size="sm"
                          src={apiUrl(template.filepath, baseUrl)}
                          label={format(messages.toolStylePreview, { name: template.title })}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </AudioCoordinatorProvider>
          </fieldset>
        )}
        <Slider
          label={messages.toolIntensity}
          {...INTENSITY_RANGE}
          value={settings.intensity}
          formatValue={formatIntensity}
          onChange={(intensity) => onSettingsChange(withIntensity(settings, intensity))}
        />
      </div>
    </Popover>
  );
}
