import { AuthBackdrop } from '@/components/brand/auth-backdrop';
import { PlaceholderPage } from './placeholder-page';

/** The placeholder for account screens that live outside the sidebar layout. */
export function StandalonePlaceholderPage() {
  return (
    <AuthBackdrop>
      <PlaceholderPage />
    </AuthBackdrop>
  );
}
