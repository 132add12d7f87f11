import { Suspense, lazy, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModule } from '@/lib/lazy-module';
import { LoadingOverlay } from './loading-overlay';

type LazyDialogComponent<P> = ComponentType<P> & {
  /** Starts fetching the dialog's code ahead of its first opening (a menu opened, a pointer over the button). */
  preload: () => void;
};

/**
 * A dialog whose code (its form kit, its widgets) is fetched when it first opens rather than with the page
 * that offers it (issue 16). Once opened it stays mounted, so it animates out and keeps its state as the
 * eager dialog did. `isOpen` reads the open state from the dialog's own props.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): LazyDialogComponent<P> {
  const code = lazyModule(() => load().then((component) => ({ default: component })));
  const Loaded = lazy(code.load) as unknown as ComponentType<P>;

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={open ? <DialogPending /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  return Object.assign(LazyDialog, { preload: code.preload });
}

function DialogPending() {
  const { t } = useTranslation();
  return <LoadingOverlay variant="screen" message={t('ui.common.loading')} data-slot="dialog-pending" />;
}
