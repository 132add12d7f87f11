import { createFileRoute } from '@tanstack/react-router';
import { TagListPage } from '@/features/device/tags/tag-list-page';
import { tagListSearchSchema } from '@/features/device/tags/tag-list-search';

export const Route = createFileRoute('/_app/device/tags')({ validateSearch: tagListSearchSchema, component: TagsRoute });

function TagsRoute() {
  return <TagListPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
