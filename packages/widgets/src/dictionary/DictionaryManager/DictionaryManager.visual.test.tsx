import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './DictionaryManager.stories';

visualSuite(stories, { skip: allBut(stories, ['FewEntries', 'Empty', 'EditDialogOpen']), page: ['EditDialogOpen'] });
