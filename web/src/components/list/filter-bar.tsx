import { RotateCcwIcon, SearchIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface FilterBarProps {
  onSearch: () => void;
  onReset: () => void;
  /** The filter fields; Enter in any of them searches. */
  children: ReactNode;
  /** Extra buttons of the screen (add, import...), on the right on wide screens. */
  actions?: ReactNode;
}

/** The filters above a list: fields wrap on narrow screens, Search and Reset follow them. */
export function FilterBar({ onSearch, onReset, children, actions }: FilterBarProps) {
  const { t } = useTranslation();

  // A form gives Enter-to-search in every text field for free.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <div data-slot="filter-bar" className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <form
        role="search"
        aria-label={t('ui.list.filters')}
        onSubmit={submit}
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap"
      >
        {children}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit">
            <SearchIcon aria-hidden />
            {t('ui.list.search')}
          </Button>
          <Button variant="outline" onClick={onReset}>
            <RotateCcwIcon aria-hidden />
            {t('ui.list.reset')}
          </Button>
        </div>
      </form>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
