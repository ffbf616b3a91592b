import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './SearchInput.stories';

visualSuite(stories);
