import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './MultiVoicePicker.stories';

// The dialog renders in a portal; stories whose state comes from their play function look like Results at rest.
visualSuite(stories, {
  page: ['Loading', 'Results', 'EditingBoundVoice'],
  skip: [
    'AnchorPicked',
    'TemplateCopiesSliders',
    'RoleChosen',
    'RoleDeselected',
    'CustomTab',
    'BackToAnchorsKeepsSort',
    'FilterRestartsAtPageOne',
    'RefuseWithoutAnchor',
    'RefuseWithoutTemplate',
    'UnknownAnchorId',
    'AnchorNotFound',
    'ReplaceAll',
    'NoReplaceAllByDefault',
    'EmotionPreview',
    'KeyboardOnly',
  ],
});
