import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Dialog.stories';

// The phone sheet has its own test at a phone's size (Dialog.phone.visual.test.tsx).
visualSuite(stories, { skip: ['PhoneSheet'], page: ['Open', 'Untitled'] });
