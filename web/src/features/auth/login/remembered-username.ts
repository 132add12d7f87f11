const KEY = 'rememberedUsername';

export function rememberedUsername(): string | undefined {
  return localStorage.getItem(KEY) ?? undefined;
}

export function saveRememberedUsername(username: string | undefined): void {
  if (username) localStorage.setItem(KEY, username);
  else localStorage.removeItem(KEY);
}
