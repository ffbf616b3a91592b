import type { ReactNode } from 'react';
import type { ToolKey } from './toolLinks';

function Icon({ children, size }: { children: ReactNode; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const PATHS: Record<ToolKey | 'teleprompter', ReactNode> = {
  videoExtract: (
    <>
      <rect x="3" y="5" width="13" height="14" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
      <path d="M7.5 12h5M10 9.5v5" />
    </>
  ),
  asr: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </>
  ),
  rewrite: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13.5 6.5l4 4M15 20h5" />
    </>
  ),
  ocr: (
    <>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M8 9h8M12 9v7" />
    </>
  ),
  audioExtract: (
    <>
      <path d="M9 18V6l11-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </>
  ),
  blobDownload: (
    <>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
      <path d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2" />
    </>
  ),
  teleprompter: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M9 7h6M9 10.5h6M9 14h4M11 18.5h2" />
    </>
  ),
};

/** The line icon of a smart tool (or the teleprompter), decorative beside its name. */
export function ToolIcon({ tool, size = 24 }: { tool: ToolKey | 'teleprompter'; size?: number }) {
  return <Icon size={size}>{PATHS[tool]}</Icon>;
}
