import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './AnchorLibrary.stories';

visualSuite(stories);
