import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './OcrTool.stories';

visualSuite(stories, { skip: allBut(stories, ['Idle', 'UploadProgress', 'Recognising']) });
