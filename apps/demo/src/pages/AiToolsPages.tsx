import { AiToolsLayout, OcrTool, useMessages, VideoExtract } from '@dubkit/widgets';
import { Outlet, useLocation } from 'react-router';
import * as styles from '../routes/layout.css';

/** /aitools/*: the tools' side menu beside the current tool; the document title names the tool. */
export function AiToolsLayoutPage() {
  const messages = useMessages();
  const { pathname } = useLocation();
  const tool = pathname.startsWith('/aitools/rwm') ? messages.rwmTitle : messages.ocrTitle;
  return (
    <div className={styles.page}>
      <title>{`${tool} - ${messages.toolsTitle} - 配音工坊`}</title>
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
