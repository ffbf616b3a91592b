// The built `@dubkit/widgets/embed/react`: our published style sheets as text, for the shadow roots it makes.
import editorCss from '@dubkit/editor/style.css';
import uiCss from '@dubkit/ui/style.css';
import widgetsCss from '../../dist/index.css';
import { registerCss } from './styles';

registerCss(uiCss, editorCss, widgetsCss);

export { DubKitShadowRoot, type DubKitShadowRootProps } from './DubKitShadowRoot';
export type * from './events';
