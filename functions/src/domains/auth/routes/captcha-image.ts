import { captchaImage } from '@sddp/shared';
import { route } from '#http/route';
import { lazyModule } from '#kit/lazy-module';
import { countMetric } from '#kit/metrics/count-metric';
import { storeCaptcha } from '../data/captchas';

/** svg-captcha parses its font when loaded (about 15 ms and 150 kB): only the captcha route pays for it. */
const captchaDrawer = lazyModule(() => import('svg-captcha'));

/** Dark grey glyphs stay legible on the light background; easily confused characters (0/o, 1/l/i) are left out. */
const OPTIONS = { size: 4, noise: 2, color: false, ignoreChars: '0oO1lIi', background: '#f0f7ff', width: 120, height: 40, fontSize: 40 };

export const captchaImageRoute = route(captchaImage, async () => {
  const { default: svgCaptcha } = await captchaDrawer();
  const { data, text } = svgCaptcha.create(OPTIONS);
  const key = await storeCaptcha(text);
  countMetric('ImageCaptchasIssued');
  return { imageBase64: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, key };
});
