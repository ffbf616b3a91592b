// Story-only code: the UI kit's tone generator, from its sources, never from the published package.
export { toneUri } from '../../../ui/src/testing/tone';
