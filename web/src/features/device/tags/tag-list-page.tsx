import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tagList, type TagRow } from '@sddp/shared';
import { useTableSearch, type SearchNavigate } from '@/components/data-table/use-table-search';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterTextField } from '@/components/list/filter-text-field';
import { ListCard } from '@/components/list/list-card';
import { useFilterDraft } from '@/components/list/use-filter-draft';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useDeleteTagMutation } from '../api/delete-tag';
import { useTagPlaces } from '../api/get-tag-places';
import { useTags } from '../api/get-tags';
import { NewTagButton } from '../entry/new-entry-buttons';
import { useTagColumns } from './tag-columns';
import type { TagListSearch } from './tag-list-search';

interface TagListPageProps {
  search: TagListSearch;
  navigate: SearchNavigate<TagListSearch>;
}

/** The tag numbers (位号) of one contract, each tied to a catalogue pump or another item. */
export function TagListPage({ search, navigate }: TagListPageProps) {
  const { t } = useTranslation();
  const list = useTableSearch(search, navigate);
  const { draft, change, replace, errors, applyChecked } = useFilterDraft({ weihao: search.weihao ?? '' });
  const tags = useTags({ contractId: search.contractId, page: search.page, limit: search.limit, weihao: search.weihao ?? '' });
  const remove = useDeleteTagMutation();
  const onDelete = useCallback(
    (tag: TagRow) => remove.mutate(tag.id, { onSuccess: () => toast.success(t('ui.device.deleted')) }),
    [remove, t],
  );
  const places = useTagPlaces(search.contractId);
  const classNames = useMemo(() => new Map((places.data?.classes ?? []).map((entry) => [entry.code, entry.name])), [places.data]);
  const columns = useTagColumns(onDelete, classNames);
  const contractNo = tags.data?.rows[0]?.contractNo;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to="/device/contracts">
            <ArrowLeftIcon aria-hidden />
            {t('ui.device.backToContracts')}
          </Link>
        </Button>
        <h1 className="text-xl font-semibold">
          {t('route.deviceTags')}
          {contractNo ? ` · ${contractNo}` : ''}
        </h1>
      </div>
      <ListCard
        toolbar={
          <FilterBar
            onSearch={() => applyChecked(tagList.input, { weihao: draft.weihao.trim() || undefined }, list.setFilters)}
            onReset={() => {
              replace({ weihao: '' });
              list.setFilters({ weihao: undefined });
            }}
            actions={<NewTagButton contractId={search.contractId} contractNo={contractNo} />}
          >
            <FilterTextField
              id="tag-filter-weihao"
              label={t('ui.device.weihao')}
              placeholder={t('ui.device.weihaoPlaceholder')}
              value={draft.weihao}
              onChange={(value) => change('weihao', value)}
              error={errors.weihao}
            />
          </FilterBar>
        }
        query={tags}
        columns={columns}
        getRowId={(tag) => String(tag.id)}
        {...list.pagination}
      />
    </div>
  );
}
