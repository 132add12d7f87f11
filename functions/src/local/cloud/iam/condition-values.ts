import { BlockList, isIP } from 'node:net';
import { InvalidPolicyError } from './invalid-policy-error';

export function parseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const EPOCH_SECONDS = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const WITHOUT_ZONE = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Milliseconds since the epoch, from ISO 8601 (UTC when no zone is given) or epoch seconds. */
export function parseDate(text: string): number | undefined {
  if (EPOCH_SECONDS.test(text)) return Number(text) * 1000;
  if (!ISO_DATE.test(text)) return undefined;
  const time = Date.parse(WITHOUT_ZONE.test(text) ? `${text}Z` : text);
  return Number.isNaN(time) ? undefined : time;
}

export function parseBoolean(text: string): boolean | undefined {
  const lower = text.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}

/** An address or CIDR block of a policy, as a test of request addresses. */
export function ipRange(text: string): (address: string) => boolean {
  const [network = '', prefixText, extra] = text.split('/');
  const family = isIP(network);
  const maxPrefix = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? maxPrefix : parseNumber(prefixText);
  if (family === 0 || extra !== undefined || prefix === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) {
    throw new InvalidPolicyError(`Not an IP address or CIDR block: ${text}`);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const range = new BlockList();
  range.addSubnet(network, prefix, type);
  return (address) => isIP(address) === family && range.check(address, type);
}
