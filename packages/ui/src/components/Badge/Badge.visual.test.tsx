import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Badge.stories';

visualSuite(stories);
