import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './CountdownButton.stories';

visualSuite(stories);
