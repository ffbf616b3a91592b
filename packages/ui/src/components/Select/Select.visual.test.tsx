import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Select.stories';

visualSuite(stories);
