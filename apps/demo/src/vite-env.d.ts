interface ImportMetaEnv {
  /** `sibling` builds the sibling brand. */
  readonly VITE_DUBKIT_BRAND?: string;
  /** The server's name for the same flag (vite.config.ts lets it through). */
  readonly DUBKIT_BRAND?: string;
  /** The audition text key; must match the server's DUBKIT_AUDITION_KEY (the development key by default). */
  readonly VITE_DUBKIT_AUDITION_KEY?: string;
}
