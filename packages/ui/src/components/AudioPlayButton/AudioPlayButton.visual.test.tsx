import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './AudioPlayButton.stories';

visualSuite(stories);
