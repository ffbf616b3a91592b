import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Spinner.stories';

visualSuite(stories);
