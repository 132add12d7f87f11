/** The path (with its query) a user returns to after signing in. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function loginHref(redirect: string): string {
  return `/login?${new URLSearchParams({ redirect }).toString()}`;
}
