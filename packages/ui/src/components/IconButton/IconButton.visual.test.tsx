import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './IconButton.stories';

visualSuite(stories);
