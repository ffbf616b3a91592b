/**
 * The script-tag build's entry: defines `<dubkit-anchor-picker>`, `<dubkit-studio>` and `<dubkit-tts-button>`.
 * Each loads its React part on first connect, from chunks beside this script.
 */
import { COMMON_ATTRIBUTES, DubKitElement, define, idAttribute } from './DubKitElement';
import type { AnchorPickerProps } from './picker/AnchorPickerEmbed';
import type { EmbedSettings } from './settings';
import type { StudioEmbedProps } from './studio/StudioEmbed';
import type { TtsButtonProps } from './tts/ttsButton';

/** `<dubkit-anchor-picker>`: a button opening the anchor picker; confirming fires `dubkit:anchor-selected`. */
export class DubKitAnchorPickerElement extends DubKitElement<AnchorPickerProps> {
  static readonly observedAttributes = [...COMMON_ATTRIBUTES];
  protected load() {
    return import('./picker/mountAnchorPicker');
  }
  protected props(settings: EmbedSettings): AnchorPickerProps {
    return { settings, host: this };
  }
}

/** `<dubkit-studio>`: the dubbing studio; a submitted task fires `dubkit:task-submitted`. */
export class DubKitStudioElement extends DubKitElement<StudioEmbedProps> {
  static readonly observedAttributes = [...COMMON_ATTRIBUTES, 'anchor-id', 'anchor-type', 'template-id', 'work-id'];
  protected load() {
    return import('./studio/mountStudio');
  }
  protected props(settings: EmbedSettings): StudioEmbedProps {
    return {
      settings,
      host: this,
      query: {
        anchorType: this.getAttribute('anchor-type') === '1' ? 1 : 0,
        anchorId: idAttribute(this, 'anchor-id') ?? 0,
        templateId: idAttribute(this, 'template-id'),
        roleId: null,
        workId: idAttribute(this, 'work-id') ?? 0,
      },
    };
  }
}

/** `<dubkit-tts-button>`: reads `text` (or the element `for` names) aloud; fires `dubkit:audio-ready` on the first sound. */
export class DubKitTtsButtonElement extends DubKitElement<TtsButtonProps> {
  static readonly observedAttributes = [
    ...COMMON_ATTRIBUTES,
    'text',
    'for',
    'anchor-id',
    'template-id',
    'audition-key',
  ];
  protected load() {
    return import('./tts/ttsButton');
  }
  protected props(settings: EmbedSettings): TtsButtonProps {
    const source = this.getAttribute('for');
    return {
      settings,
      host: this,
      // Read as the button is pressed, so the article's current text is spoken.
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden parts or scripts
      text: () => this.getAttribute('text') ?? (source ? (document.getElementById(source)?.innerText ?? '') : ''),
      anchorId: idAttribute(this, 'anchor-id'),
      templateId: idAttribute(this, 'template-id'),
      auditionKey: this.getAttribute('audition-key') || undefined,
    };
  }
}

define('dubkit-anchor-picker', DubKitAnchorPickerElement);
define('dubkit-studio', DubKitStudioElement);
define('dubkit-tts-button', DubKitTtsButtonElement);

export type * from './types';
