import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './InspirationCenter.stories';

visualSuite(stories, { skip: allBut(stories, ['List', 'Empty']) });
