import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './QRCode.stories';

visualSuite(stories);
