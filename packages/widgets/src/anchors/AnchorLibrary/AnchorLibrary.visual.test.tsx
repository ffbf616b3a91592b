import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './AnchorLibrary.stories';

// The phone layout has its own test at a phone's size (AnchorLibrary.phone.visual.test.tsx).
visualSuite(stories, { skip: ['Phone'] });
