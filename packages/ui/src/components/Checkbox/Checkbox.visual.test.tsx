import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Checkbox.stories';

visualSuite(stories);
