import type { ReactNode } from 'react';

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const HelpIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </Icon>
);

export const ServiceIcon = () => (
  <Icon>
    <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
  </Icon>
);

export const FeedbackIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon size={16}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <Icon>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </Icon>
);

export const PauseIcon = ({ paused }: { paused: boolean }) => (
  <Icon size={16}>{paused ? <path d="M8 5l11 7-11 7z" /> : <path d="M8 5v14M16 5v14" />}</Icon>
);

export const QrIcon = () => (
  <Icon size={28}>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
  </Icon>
);

export const FormIcon = () => (
  <Icon size={28}>
    <rect x="3" y="4" width="18" height="14" rx="2" />
    <path d="M7 9h10M7 13h6" />
  </Icon>
);

export const RefreshIcon = () => (
  <Icon size={28}>
    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={16}>
    <path d="M5 12.5l4.5 4.5L19 7" />
  </Icon>
);

export const GiftIcon = () => (
  <Icon size={18}>
    <rect x="3" y="8" width="18" height="13" rx="1" />
    <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
  </Icon>
);

export const CrownIcon = () => (
  <Icon size={18}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
  </Icon>
);

/** Three lines: the phone layout's navigation menu. */
export const MenuIcon = () => (
  <Icon size={22}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

/** The anchor card's favourite toggle: outlined, or filled once favourited. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The checkout's paid state: a tick in a circle. */
export function PaidIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The member button's crown. */
export const MemberCrownIcon = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d="M2 5.5 5.2 8 8 3l2.8 5L14 5.5 12.8 12H3.2L2 5.5zM3.3 13h9.4v1.2H3.3z" />
  </svg>
);

const PLAYER_PATHS = {
  audition: 'M5 3l8 5-8 5z',
  resume: 'M5 3l8 5-8 5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  stop: 'M4 4h8v8H4z',
  loading: 'M8 2a6 6 0 1 0 6 6h-2a4 4 0 1 1-4-4z',
};

/** The audition controls: play, resume, pause, stop and loading. */
export function PlayerIcon({ control }: { control: keyof typeof PLAYER_PATHS }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={PLAYER_PATHS[control]} fill="currentColor" />
    </svg>
  );
}
