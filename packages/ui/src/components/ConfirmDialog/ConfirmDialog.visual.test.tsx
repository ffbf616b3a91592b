import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './ConfirmDialog.stories';

visualSuite(stories, { page: ['Open', 'Danger'] });
