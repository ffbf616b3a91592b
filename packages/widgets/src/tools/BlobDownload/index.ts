export { BlobDownload, type BlobDownloadProps, BlobDownloadView, type BlobDownloadViewProps } from './BlobDownload';
export {
  BLOB_DOWNLOAD_IDLE,
  type BlobDownloadEvent,
  type BlobDownloadFailure,
  type BlobDownloadState,
  type BlobUrlRefusal,
  blobDownloadReducer,
  blobUrlRefusal,
  byteFraction,
  dispositionFileName,
  downloadFileName,
  formatBytes,
  isPlaylistType,
  isPlaylistUrl,
  proxyUrl,
} from './blobDownloadRules';
export {
  BlobDownloadError,
  type BlobProxy,
  type DownloadedMedia,
  type DownloadMedia,
  type DownloadMediaOptions,
  downloadMedia,
} from './downloadMedia';
export { type BlobDownloadModel, type UseBlobDownloadOptions, useBlobDownload } from './useBlobDownload';
