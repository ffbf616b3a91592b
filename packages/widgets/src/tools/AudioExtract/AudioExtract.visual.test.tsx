import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './AudioExtract.stories';

visualSuite(stories, { skip: allBut(stories, ['Idle']) });
