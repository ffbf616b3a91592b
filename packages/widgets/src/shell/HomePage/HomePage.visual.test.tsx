import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './HomePage.stories';

visualSuite(stories, {
  skip: allBut(stories, ['BannerControls', 'Features', 'Steps', 'Reviews', 'CallToActionVisitor']),
});
