import { mountInShadow } from '../mount';
import { AnchorPickerEmbed, type AnchorPickerProps } from './AnchorPickerEmbed';

export const mount = (shadowRoot: ShadowRoot) =>
  mountInShadow<AnchorPickerProps>(shadowRoot, (props, overlays) => (
    <AnchorPickerEmbed {...props} overlays={overlays} />
  ));
