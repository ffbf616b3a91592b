import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Popovers.stories';

// Popovers render in a portal, so each is shot as the whole page.
visualSuite(stories, { page: Object.keys(stories).filter((name) => name !== 'default') });
