import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './SiteHeader.stories';

visualSuite(stories, { skip: allBut(stories, ['Visitor', 'SignedIn', 'Member']) });
