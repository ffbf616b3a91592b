import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './VoicePicker.stories';

// The dialog renders in a portal; stories whose state comes from their play function look like Results at rest.
visualSuite(stories, {
  page: ['Loading', 'Results', 'Empty', 'SearchFails'],
  skip: [
    'FavoritesTab',
    'FavoritesEmpty',
    'LanguageResetsRegion',
    'FilterRestartsAtPageOne',
    'ConfirmWithoutSelection',
    'Confirm',
    'KeyboardSelection',
    'SelectingStopsPreview',
    'OnePreviewAtATime',
    'Cancel',
  ],
});
