import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './DictionaryManager.stories';

visualSuite(stories, { skip: allBut(stories, ['List', 'Empty', 'EditDialogOpen']), page: ['EditDialogOpen'] });
