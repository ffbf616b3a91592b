import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Tag.stories';

visualSuite(stories);
