import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './FitReportDialog.stories';

// Two cues overrunning among four, with AI缩短's suggestion and its loading state; the dialog renders in a portal.
const shot = ['Overruns', 'Suggestion', 'Shortening'];
visualSuite(stories, { skip: allBut(stories, shot), page: shot });
