import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './SpeakerVoicesDialog.stories';

// The dialog as it opens (every speaker on the script's voice); it renders in a portal, so the page is shot.
visualSuite(stories, { skip: allBut(stories, ['MainVoiceForAll']), page: ['MainVoiceForAll'] });
