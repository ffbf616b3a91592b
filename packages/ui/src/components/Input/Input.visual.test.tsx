import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Input.stories';

visualSuite(stories);
