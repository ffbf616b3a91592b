import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './CreationCenter.stories';

// Stories whose state comes from their play function look like their starting tab at rest.
visualSuite(stories, {
  page: ['Visitor'],
  skip: [
    'TaskWithoutSubtitles',
    'TasksSecondPage',
    'PlayDoneTask',
    'OpenDraft',
    'SwitchTabs',
    'DeleteConfirm',
    'Deleted',
    'RefreshCooldown',
    'PhoneTasks',
    'PhoneDrafts',
  ],
});
