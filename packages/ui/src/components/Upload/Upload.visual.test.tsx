import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Upload.stories';

visualSuite(stories);
