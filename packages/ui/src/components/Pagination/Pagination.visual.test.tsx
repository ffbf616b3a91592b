import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Pagination.stories';

visualSuite(stories);
