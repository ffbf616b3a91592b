import {
  AiToolsLayout,
  AsrTool,
  AudioExtract,
  BlobDownload,
  isCurrentTool,
  LAYOUT_TOOLS,
  OcrTool,
  Rewrite,
  usePaths,
  useToolsMessages,
  VideoExtract,
} from '@dubkit/widgets';
import { Outlet, useLocation } from 'react-router';
import * as styles from '../routes/layout.css';

/** /aitools/*: the tools' side menu beside the current tool; the document title names the tool. */
export function AiToolsLayoutPage() {
  const messages = useToolsMessages();
  const paths = usePaths();
  const { pathname } = useLocation();
  const current = LAYOUT_TOOLS.find((tool) => isCurrentTool(paths[tool.path], pathname));
  const tool = current ? messages[current.title] : messages.ocrTitle;
  return (
    <div className={styles.page}>
      <title>{`${tool} - ${messages.toolsTitle} - ${messages.brandName}`}</title>
      <h1 className={styles.pageTitle}>{messages.toolsTitle}</h1>
      <AiToolsLayout currentPath={pathname}>
        <Outlet />
      </AiToolsLayout>
    </div>
  );
}

/** /aitools/ocr: image text recognition. */
export function OcrPage() {
  return <OcrTool />;
}

/** /aitools/rwm: video extraction. */
export function VideoExtractPage() {
  return <VideoExtract />;
}

/** /aitools/audioParse: audio extraction, all in the browser. */
export function AudioExtractPage() {
  return <AudioExtract />;
}

/** /aitools/blobDownloader: a video link (a file or an HLS playlist) saved through the server's media fetch. */
export function BlobDownloadPage() {
  return <BlobDownload />;
}

/** /aitools/rewrite: smart rewrite, streamed. */
export function RewritePage() {
  return <Rewrite />;
}

/** /aitools/asr-v2: speech-to-text with its tasks and its plan. */
export function AsrPage() {
  return <AsrTool />;
}
