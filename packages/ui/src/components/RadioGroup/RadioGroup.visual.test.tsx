import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './RadioGroup.stories';

visualSuite(stories);
