import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './ToolsMenu.stories';

visualSuite(stories, { skip: allBut(stories, ['Default']) });
