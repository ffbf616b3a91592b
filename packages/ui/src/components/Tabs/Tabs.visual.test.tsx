import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Tabs.stories';

visualSuite(stories);
