import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthRedirectPage } from '@/features/auth/auth-redirect/auth-redirect-page';
import { handOverToOpener } from '@/features/auth/auth-redirect/hand-over-to-opener';

const searchSchema = z.looseObject({ redirect: z.string().optional() });

/** Spec §2.2, both readings: a popup hands its query to the opener; a full page moves on. */
export const Route = createFileRoute('/auth-redirect')({
  validateSearch: searchSchema,
  beforeLoad: ({ search, location }) => {
    if (handOverToOpener(location.searchStr)) return;
    const target = search.redirect?.startsWith('/') && !search.redirect.startsWith('//') ? search.redirect : '/';
    throw redirect({ href: target, replace: true });
  },
  component: AuthRedirectPage,
});
