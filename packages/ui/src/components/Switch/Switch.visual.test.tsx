import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Switch.stories';

visualSuite(stories);
