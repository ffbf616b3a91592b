import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './PasswordInput.stories';

visualSuite(stories);
