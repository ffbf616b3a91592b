import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Menu.stories';

visualSuite(stories, { page: ['Open', 'DisabledItem'] });
