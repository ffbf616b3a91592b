import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './InviterBind.stories';

visualSuite(stories, { skip: allBut(stories, ['NotBound', 'AlreadyBound']) });
