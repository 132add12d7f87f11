import { createFileRoute } from '@tanstack/react-router';
import { SupplierDeliveryPage } from '@/features/delivery/supplier/supplier-delivery-page';
import { supplierDeliverySearchSchema } from '@/features/delivery/supplier/supplier-search';

export const Route = createFileRoute('/_app/_delivery/delivery/mine')({
  validateSearch: supplierDeliverySearchSchema,
  component: SupplierDeliveryRoute,
});

function SupplierDeliveryRoute() {
  return <SupplierDeliveryPage search={Route.useSearch()} navigate={Route.useNavigate()} />;
}
