import { visualSuite } from '../../../../../test/visual-suite';
import * as stories from './ScriptEditor.stories';

// The other stories start from these looks and are about behaviour; Footer shows the clock.
visualSuite(stories, {
  skip: [
    'TypingAndHistory',
    'EnterAndPaste',
    'Footer',
    'Audition',
    'AuditionAfterTyping',
    'AuditionOfAnEmptyScript',
    'SrtImport',
    'LoadUnmatchedTag',
    'ReadOnly',
  ],
});
