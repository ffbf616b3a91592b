import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Tooltip.stories';

visualSuite(stories, { page: ['Open', 'EscapeInsideDialog'] });
