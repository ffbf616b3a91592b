import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Card.stories';

visualSuite(stories);
