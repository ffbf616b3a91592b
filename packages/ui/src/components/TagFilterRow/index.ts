export { TagFilterRow, type TagFilterRowProps } from './TagFilterRow';
