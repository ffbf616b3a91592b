import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Skeleton.stories';

visualSuite(stories);
