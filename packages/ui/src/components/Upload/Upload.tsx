import type { ReactNode } from 'react';
import * as styles from './Upload.css';
import { type UseUploadOptions, useUpload } from './useUpload';

export interface UploadProps extends UseUploadOptions {
  /** The call to action, e.g. 点击或拖拽图片到此处上传; it names the button. */
  children: ReactNode;
  /** Secondary text such as the accepted formats and size limit. */
  hint?: ReactNode;
  className?: string;
}

function UploadIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 002 2h12a2 2 0 002-2v-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A dropzone for one file: drag and drop, or click / Enter / Space to pick; wrong type or size shows its message. */
export function Upload({ children, hint, className, ...options }: UploadProps) {
  const upload = useUpload(options);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <button className={styles.zone} {...upload.zoneProps}>
        <span className={styles.icon}>
          <UploadIcon />
        </span>
        <span className={styles.prompt}>{children}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
        {upload.fileName && <span className={styles.fileName}>{upload.fileName}</span>}
      </button>
      <input {...upload.inputProps} />
      <div className={styles.error} {...upload.errorProps}>
        {upload.error}
      </div>
    </div>
  );
}
