import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview';

// Stories rendered outside Storybook (visual tests) get the same decorators, theme and loaders.
setProjectAnnotations([a11yAnnotations, previewAnnotations]);
