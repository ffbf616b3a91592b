import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './LoginModal.stories';

visualSuite(stories, {
  skip: allBut(stories, ['PasswordLogin', 'SiblingBrand']),
  page: ['PasswordLogin', 'SiblingBrand'],
});
