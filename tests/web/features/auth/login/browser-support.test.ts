import { describe, expect, it } from 'vitest';
import { isRecommendedBrowser } from '@/features/auth/login/browser-support';

const CHROME = (v: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;

describe('isRecommendedBrowser', () => {
  it.each([
    ['Chrome 70', CHROME(70), true],
    ['Chrome 126', CHROME(126), true],
    ['headless Chrome', CHROME(126).replace('Chrome/', 'HeadlessChrome/'), true],
    ['Chromium Edge', `${CHROME(120)} Edg/120.0.0.0`, true],
    ['Chrome 69', CHROME(69), false],
    ['EdgeHTML Edge', `${CHROME(70)} Edge/18.17763`, false],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
    ['Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', false],
    ['IE 11', 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', false],
  ])('%s', (_name, userAgent, expected) => {
    expect(isRecommendedBrowser(userAgent)).toBe(expected);
  });
});
