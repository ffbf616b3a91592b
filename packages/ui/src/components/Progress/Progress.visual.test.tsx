import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Progress.stories';

visualSuite(stories);
