import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Textarea.stories';

visualSuite(stories);
