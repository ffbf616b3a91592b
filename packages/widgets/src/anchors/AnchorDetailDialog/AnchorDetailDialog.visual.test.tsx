import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './AnchorDetailDialog.stories';

visualSuite(stories, { page: Object.keys(stories).filter((name) => name !== 'default') });
