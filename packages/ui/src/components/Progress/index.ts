export { Progress, type ProgressProps } from './Progress';
export { type UseProgressOptions, useProgress } from './useProgress';
