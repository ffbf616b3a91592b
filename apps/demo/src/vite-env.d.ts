interface ImportMetaEnv {
  /** `sibling` builds the sibling brand. */
  readonly VITE_DUBKIT_BRAND?: string;
}
