import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './ActivityBanner.stories';

visualSuite(stories, { skip: allBut(stories, ['Closeable', 'NotCloseable']) });
