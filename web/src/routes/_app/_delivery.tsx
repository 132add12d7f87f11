import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadDeliveryMessages } from '@/i18n';

/** The delivery screens (issue 29): their own messages (web/src/i18n/tiers.ts), in before any of them renders. */
export const Route = createFileRoute('/_app/_delivery')({
  beforeLoad: () => void loadDeliveryMessages(),
  loader: () => loadDeliveryMessages(),
  component: Outlet,
});
