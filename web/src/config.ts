import * as z from 'zod/mini';
import { API_BASE_PATH } from '@sddp/shared';

const envSchema = z.object({
  VITE_API_BASE: z._default(z.string().check(z.minLength(1)), API_BASE_PATH),
  /** The site licence number shown in the zh login footer. */
  VITE_ICP_LICENCE: z._default(z.string().check(z.minLength(1)), '京ICP备00000000号-1'),
  VITE_SUPPORT_PHONE: z._default(z.string().check(z.minLength(1)), '010-00000000'),
  /** Where a successful extension sign-in (/fjLogin) sends the user: the intranet admin page. */
  VITE_INTRANET_ADMIN_URL: z._default(z.string().check(z.minLength(1)), '/'),
  DEV: z._default(z.boolean(), false),
});

const env = envSchema.parse(import.meta.env);

/** The one place that reads import.meta.env. */
export const config = {
  apiBase: env.VITE_API_BASE.replace(/\/+$/, ''),
  icpLicence: env.VITE_ICP_LICENCE,
  supportPhone: env.VITE_SUPPORT_PHONE,
  intranetAdminUrl: env.VITE_INTRANET_ADMIN_URL,
  isDev: env.DEV,
} as const;
