import { createFileRoute } from '@tanstack/react-router';
import { myScoresQueryOptions } from '@/features/score/api/get-my-scores';
import { MyScoresPage } from '@/features/score/mine/my-scores-page';

export const Route = createFileRoute('/_app/maturityScore/mine')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myScoresQueryOptions()),
  component: MyScoresPage,
});
