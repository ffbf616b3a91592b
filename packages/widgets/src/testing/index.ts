export { expectCharacterLimit } from './fields';
export { fail, type MockOptions, type MockRequest, mock, ok } from './mock';
export { allBut } from './visual';
export { type DubKitStoryParameters, handlerFetch, navigateSpy, storyUser, withDubKit } from './withDubKit';
