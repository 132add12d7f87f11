const COOKIE = 'token';

export function getToken(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  const value = entry?.slice(COOKIE.length + 1);
  return value ? decodeURIComponent(value) : undefined;
}

export function setToken(token: string): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function clearToken(): void {
  document.cookie = `${COOKIE}=; path=/; SameSite=Lax; max-age=0`;
}
