import { afterAll, beforeAll } from 'vitest';
import { page } from 'vitest/browser';
import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './AnchorLibrary.stories';

// A phone's screen: one card per row, filter rows scrolling sideways.
beforeAll(() => page.viewport(390, 844));
afterAll(() => page.viewport(1024, 768));

visualSuite(stories, { skip: allBut(stories, ['Phone']) });
