import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './MemberButton.stories';

visualSuite(stories);
