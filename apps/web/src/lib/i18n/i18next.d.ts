import 'i18next';
import type { ShellTexts } from './translation';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ShellTexts };
    returnNull: false;
  }
}
