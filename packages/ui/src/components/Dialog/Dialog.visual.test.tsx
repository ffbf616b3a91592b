import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Dialog.stories';

visualSuite(stories, { page: ['Open', 'Untitled'] });
