import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './Carousel.stories';

// These rotate every second, so the frame depends on timing; SlowAutoplay shows the same layout, stably.
visualSuite(stories, { skip: ['Autoplay', 'PauseOnHover', 'PauseOnFocus', 'PausedByButton'] });
