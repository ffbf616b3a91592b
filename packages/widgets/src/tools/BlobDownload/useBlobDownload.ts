import { routes, userFacingMessage } from '@dubkit/sdk-core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { saveBlob } from '../../shared/download';
import { format } from '../../shared/format';
import { useToolsMessages } from '../copy';
import {
  BLOB_DOWNLOAD_IDLE,
  type BlobDownloadFailure,
  blobDownloadReducer,
  blobUrlRefusal,
  formatBytes,
  isDownloading,
  isPlaylistUrl,
} from './blobDownloadRules';
import { BlobDownloadError, type DownloadMedia, downloadMedia } from './downloadMedia';

export interface UseBlobDownloadOptions {
  /** The engine; the proxy download (mediabunny for HLS) by default. */
  download?: DownloadMedia;
  /** Hands the file to the user; a download by default. */
  save?: (blob: Blob, fileName: string) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The blob video download (/aitools/blobDownloader): a video URL (a file or an HLS playlist) is fetched through the
 * server's proxy with progress and saved as one file (spec part 2 §2, §5).
 */
export function useBlobDownload({ download = downloadMedia, save = saveBlob }: UseBlobDownloadOptions = {}) {
  const { baseUrl, fetch, auth } = useDubKit();
  const messages = useToolsMessages();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, dispatch] = useReducer(blobDownloadReducer, BLOB_DOWNLOAD_IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const failureMessage = (failure: BlobDownloadFailure): string => {
    switch (failure.kind) {
      case 'noFile':
        return messages.blobDownloadNoFile;
      case 'server':
        return userFacingMessage(failure.message, messages.blobDownloadHttpError);
      case 'http':
        // The HTTP status stays out of what the user reads.
        return messages.blobDownloadHttpError;
      case 'network':
        return messages.blobDownloadNetwork;
      case 'unreadable':
        return messages.blobDownloadUnreadable;
    }
  };

  const start = async () => {
    const value = url.trim();
    const refusal = blobUrlRefusal(value);
    if (refusal) {
      setFieldError(
        refusal === 'empty'
          ? messages.blobDownloadEmpty
          : refusal === 'blobScheme'
            ? messages.blobDownloadBlobScheme
            : messages.blobDownloadInvalid,
      );
      return;
    }
    setFieldError(null);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start', url: value, playlist: isPlaylistUrl(value) });
    const live = () => !controller.signal.aborted;
    try {
      const file = await download(
        value,
        { baseUrl, path: routes.tools.blobFetch.path, fetch, getToken: () => auth.getToken() },
        {
          signal: controller.signal,
          onBytes: (received, total) => live() && dispatch({ type: 'bytes', received, total }),
          onPlaylist: () => live() && dispatch({ type: 'playlist' }),
          onFraction: (fraction) => live() && dispatch({ type: 'fraction', fraction }),
          onMerging: () => live() && dispatch({ type: 'merging' }),
        },
      );
      if (!live()) return;
      save(file.blob, file.fileName);
      dispatch({ type: 'done', fileName: file.fileName, size: file.blob.size });
    } catch (error) {
      if (!live() || isAbort(error)) return;
      dispatch({
        type: 'fail',
        failure: error instanceof BlobDownloadError ? error.failure : { kind: 'network' },
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const progressText = (() => {
    if (state.status !== 'downloading' || state.playlist) return null;
    const received = formatBytes(state.received);
    return state.total === null
      ? format(messages.blobDownloadReceived, { received })
      : format(messages.blobDownloadReceivedOf, { received, total: formatBytes(state.total) });
  })();

  return {
    url,
    setUrl: (value: string) => {
      setUrl(value);
      setFieldError(null);
    },
    fieldError,
    state,
    busy: isDownloading(state),
    progressText,
    failure: state.status === 'failed' ? failureMessage(state.failure) : null,
    start: () => void start(),
    cancel: () => {
      running.current?.abort();
      running.current = null;
      dispatch({ type: 'reset' });
    },
    dismissFailure: () => dispatch({ type: 'reset' }),
  };
}

export type BlobDownloadModel = ReturnType<typeof useBlobDownload>;
