import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Empty.stories';

visualSuite(stories);
