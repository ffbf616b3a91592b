/** Three lines: the phone layout's navigation menu. */
export const MenuIcon = () => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
