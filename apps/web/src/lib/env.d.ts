/// <reference types="vite/client" />

// The build-time settings the web reads (all optional; see the README's environment table).
interface ImportMetaEnv {
  /** Sentry DSN; when set, the error reporter sends there instead of the server's client-error route. */
  readonly VITE_SENTRY_DSN?: string;
  /** `true` turns on multilingual mode: the `language` header is sent (SPEC §7). */
  readonly VITE_MULTILINGUAL?: string;
  /** The sign word, when the server's SIGN_WORD is not the default. */
  readonly VITE_SIGN_WORD?: string;
}
