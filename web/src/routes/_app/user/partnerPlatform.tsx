import { createFileRoute } from '@tanstack/react-router';
import { partnersQueryOptions } from '@/features/partner/api/get-partners';
import { PartnerListPage } from '@/features/partner/list/partner-list-page';

export const Route = createFileRoute('/_app/user/partnerPlatform')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(partnersQueryOptions()),
  component: PartnerListPage,
});
