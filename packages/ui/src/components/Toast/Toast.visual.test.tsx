import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Toast.stories';

visualSuite(stories, { page: ['AllKindsShown'] });
