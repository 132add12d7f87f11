import { createFileRoute } from '@tanstack/react-router';
import { scoresQueryOptions } from '@/features/score/api/get-scores';
import { ScoreListPage } from '@/features/score/list/score-list-page';
import { scoreListSearchSchema } from '@/features/score/list/score-list-search';

export const Route = createFileRoute('/_app/datamationMaturityScore/list')({
  validateSearch: scoreListSearchSchema,
  // Preloads (on intent too) the page the screen will ask for; the screen shows its own loading state.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(scoresQueryOptions(deps)),
  component: ScoreListRoute,
});

function ScoreListRoute() {
  return <ScoreListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
