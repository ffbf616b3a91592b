import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './PromptLibrary.stories';

visualSuite(stories, { skip: allBut(stories, ['Loading', 'Empty']) });
