import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Popover.stories';

visualSuite(stories, { page: ['Open', 'TextOnly'], skip: ['TallerThanTheScreen', 'SheetOnPhone'] });
