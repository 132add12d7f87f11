import 'i18next';
import type { Messages } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    defaultVariables: {
      passwordMin: number;
      passwordMax: number;
      passwordClasses: number;
      passwordHistory: number;
      passwordMaxAge: number;
    };
  }
}
