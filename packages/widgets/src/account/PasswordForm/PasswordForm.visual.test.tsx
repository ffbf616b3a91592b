import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './PasswordForm.stories';

visualSuite(stories, { skip: allBut(stories, ['Change', 'SetFirst']) });
