import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './TradeFlowList.stories';

visualSuite(stories, { skip: allBut(stories, ['Paged', 'Empty']) });
