export { DrawStudio, type DrawStudioProps } from './DrawStudio';
