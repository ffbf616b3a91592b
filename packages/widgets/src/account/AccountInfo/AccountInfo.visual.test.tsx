import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './AccountInfo.stories';

visualSuite(stories, { skip: allBut(stories, ['Loaded']) });
