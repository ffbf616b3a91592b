import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Drawer.stories';

visualSuite(stories, { page: ['OpenRight', 'OpenLeft'] });
