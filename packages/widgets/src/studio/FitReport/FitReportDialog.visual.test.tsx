import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './FitReportDialog.stories';

// Two cues overrunning among four; the dialog renders in a portal, so the page is shot.
visualSuite(stories, { skip: allBut(stories, ['Overruns']), page: ['Overruns'] });
