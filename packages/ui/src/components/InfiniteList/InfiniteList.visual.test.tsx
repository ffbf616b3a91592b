import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './InfiniteList.stories';

visualSuite(stories);
