import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './CopyButton.stories';

visualSuite(stories);
