import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './InspirationApply.stories';

visualSuite(stories, { skip: allBut(stories, ['Idle', 'UnknownCode']) });
