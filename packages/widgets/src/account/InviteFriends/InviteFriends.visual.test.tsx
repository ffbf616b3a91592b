import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './InviteFriends.stories';

visualSuite(stories, { skip: allBut(stories, ['OwnCode']) });
