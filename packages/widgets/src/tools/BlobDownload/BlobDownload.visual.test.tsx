import { visualSuite } from '../../../../../test/visual-suite';
import { allBut } from '../../testing';
import * as stories from './BlobDownload.stories';

visualSuite(stories, { skip: allBut(stories, ['EmptyUrl']) });
