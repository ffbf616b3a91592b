import { afterAll, beforeAll, describe } from 'vitest';
import { page } from 'vitest/browser';
import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './DictionaryManager.stories';

afterAll(() => page.viewport(1024, 768));

// A narrow phone: each entry a card with its controls inside the window (a tall window, so every card is shot).
describe('the list', () => {
  beforeAll(() => page.viewport(360, 1400));
  visualSuite(stories, { skip: allBut(stories, ['FewEntries']) });
});

// The dialog as a bottom sheet, and the empty page, on the phone's own screen.
describe('the screen', () => {
  beforeAll(() => page.viewport(360, 740));
  visualSuite(stories, { skip: allBut(stories, ['Empty', 'EditDialogOpen']), page: ['EditDialogOpen'] });
});
