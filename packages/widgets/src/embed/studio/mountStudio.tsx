import { mountInShadow } from '../mount';
import { StudioEmbed, type StudioEmbedProps } from './StudioEmbed';

export const mount = (shadowRoot: ShadowRoot) =>
  mountInShadow<StudioEmbedProps>(shadowRoot, (props, overlays) => <StudioEmbed {...props} overlays={overlays} />);
