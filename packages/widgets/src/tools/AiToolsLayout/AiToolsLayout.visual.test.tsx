import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './AiToolsLayout.stories';

visualSuite(stories, { skip: allBut(stories, ['Desktop']) });
