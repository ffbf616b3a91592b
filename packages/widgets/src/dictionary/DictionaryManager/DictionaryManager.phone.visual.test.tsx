import { afterAll, beforeAll } from 'vitest';
import { page } from 'vitest/browser';
import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './DictionaryManager.stories';

// A phone's screen: each entry a card with its controls inside the window; the dialog a bottom sheet.
beforeAll(() => page.viewport(360, 740));
afterAll(() => page.viewport(1024, 768));

visualSuite(stories, { skip: allBut(stories, ['Phone', 'Empty', 'EditDialogOpen']), page: ['EditDialogOpen'] });
