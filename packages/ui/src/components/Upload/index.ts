export { Upload, type UploadProps } from './Upload';
export { type UploadMessages, type UseUploadOptions, useUpload } from './useUpload';
export { type FileRules, type UploadRejection, validateFile, validateSelection } from './validateFile';
