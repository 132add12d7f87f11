import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ToasterHost } from '@/components/ui/toaster-host';
import { useFocusHeadingOnNavigation } from '@/lib/focus/focus-heading-on-navigation';
import { guardNavigation } from '@/lib/session/guard-navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => guardNavigation(context.queryClient, location),
  component: RootComponent,
  notFoundComponent: NotFoundRedirect,
});

function RootComponent() {
  useDocumentTitle();
  useFocusHeadingOnNavigation();
  return (
    <>
      <Outlet />
      <ToasterHost />
    </>
  );
}

function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
