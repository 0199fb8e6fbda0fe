/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support address of the error screen and help dialog (mailto: or https:). */
  readonly VITE_SUPPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
