import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Button.stories';

visualSuite(stories);
