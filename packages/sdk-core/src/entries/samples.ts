// `@dubkit/sdk-core/samples`: AI samples' list size and hot count.
export { SAMPLE_PAGE_SIZE } from '../constants';
export { hotText } from '../rules/samples';
