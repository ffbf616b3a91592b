import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './AsrTool.stories';

visualSuite(stories, { skip: allBut(stories, ['InputEmpty', 'UploadProgress']) });
