import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './FeedbackDialog.stories';

visualSuite(stories, { skip: allBut(stories, ['Open']), page: ['Open'] });
