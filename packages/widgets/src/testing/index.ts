export { fail, type MockOptions, type MockRequest, mock, ok } from './mock';
export { type DubKitStoryParameters, handlerFetch, navigateSpy, storyUser, withDubKit } from './withDubKit';
