import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './RightToolbar.stories';

visualSuite(stories, { skip: allBut(stories, ['Visitor']) });
