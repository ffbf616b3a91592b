import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Avatar.stories';

visualSuite(stories);
