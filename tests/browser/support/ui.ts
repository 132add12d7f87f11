import type { Locator, Page, Response } from 'playwright-core';
import { formatMessage, type Language } from '@sddp/shared';
import { UI, type Lang } from './sign-in';

/** A shared-catalogue message (server messages, toasts), rendered as the screens do. */
export function message(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  return formatMessage(lang, key, params);
}

/** Matches the response to a POST to `path` (for page.waitForResponse). */
export function isPost(path: string): (response: Response) => boolean {
  return (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path;
}

/** The sonner toasts live in one region labelled in the active language ('通知 alt+T', 'Notifications alt+T'). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: new RegExp(`^(${UI.zh.common.notifications}|${UI.en.common.notifications})`) });
}

/** Waits for a toast with exactly this text. */
export async function toast(page: Page, text: string): Promise<void> {
  await toasts(page).getByText(text, { exact: true }).first().waitFor();
}

/**
 * A sign-in failure that belongs to no field, shown in the form (not a toast) until the next attempt:
 * '登录失败：{message}'.
 */
export function signInFailure(form: Locator, lang: Lang, text: string): Locator {
  return form.getByRole('alert').getByText(interpolate(UI[lang].login.failed, { message: text }), { exact: true });
}

/** The field (role=group holding its label, input, addon and alert) of the input labelled `label`. */
export function field(scope: Page | Locator, label: string): Locator {
  // The inner locator of `has` is matched inside each group, so it starts from the page, not `scope`.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('group').filter({ has: page.getByLabel(label, { exact: true }) });
}

/** The error shown under one field. */
export function fieldError(scope: Page | Locator, label: string): Locator {
  return field(scope, label).getByRole('alert');
}

/** The new-password form shared by /resetPassword, /find_pwd and the navbar dialog (spec §2.7–2.8). */
export class NewPasswordForm {
  readonly password: Locator;
  readonly confirm: Locator;
  readonly save: Locator;
  readonly page: Page;

  constructor(
    readonly scope: Page | Locator,
    readonly lang: Lang = 'zh',
  ) {
    const t = UI[lang];
    this.page = 'page' in scope ? scope.page() : scope;
    this.password = scope.getByLabel(t.password.newPassword, { exact: true });
    this.confirm = scope.getByLabel(t.password.confirmPassword, { exact: true });
    this.save = scope.getByRole('button', { name: t.common.save, exact: true });
  }

  async fill(password: string, confirm = password): Promise<void> {
    await this.password.fill(password);
    await this.confirm.fill(confirm);
  }

  passwordError(): Locator {
    return fieldError(this.scope, UI[this.lang].password.newPassword);
  }

  confirmError(): Locator {
    return fieldError(this.scope, UI[this.lang].password.confirmPassword);
  }
}

/** Fills a web UI string's `{{name}}` placeholders, as i18next does. */
export function interpolate(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
