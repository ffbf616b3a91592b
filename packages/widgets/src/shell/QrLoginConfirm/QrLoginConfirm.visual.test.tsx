import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './QrLoginConfirm.stories';

visualSuite(stories, { skip: allBut(stories, ['Confirm', 'NeedsLogin', 'MissingToken']) });
