import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './TagFilterRow.stories';

visualSuite(stories);
