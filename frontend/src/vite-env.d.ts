/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_EXPERIENCE_URL?: string;
  readonly VITE_ETHICS_HELPLINE_URL?: string;
}
