import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './CustomAnchorDialog.stories';

visualSuite(stories, { page: Object.keys(stories).filter((name) => name !== 'default') });
