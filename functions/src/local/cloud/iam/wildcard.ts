const compiled = new Map<string, RegExp>();

function escapeLiteral(char: string): string {
  return char.replace(/[.+^${}()|[\]\\/-]/g, '\\$&');
}

/** A whole-string pattern where `*` matches any run of characters and `?` exactly one. */
export function wildcardRegExp(pattern: string, ignoreCase: boolean): RegExp {
  const key = `${ignoreCase ? 'i' : 's'}${pattern}`;
  let found = compiled.get(key);
  if (!found) {
    const body = [...pattern].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : escapeLiteral(char))).join('');
    found = new RegExp(`^${body}$`, ignoreCase ? 'is' : 's');
    compiled.set(key, found);
  }
  return found;
}

export function matchesWildcard(pattern: string, value: string, ignoreCase: boolean): boolean {
  return wildcardRegExp(pattern, ignoreCase).test(value);
}
