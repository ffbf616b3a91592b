import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './AnchorCard.stories';

visualSuite(stories);
