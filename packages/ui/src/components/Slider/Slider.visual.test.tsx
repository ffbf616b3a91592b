import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Slider.stories';

visualSuite(stories);
