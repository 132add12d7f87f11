import { createFileRoute } from '@tanstack/react-router';
import { StandalonePlaceholderPage } from '@/features/placeholder/standalone-placeholder-page';

export const Route = createFileRoute('/resetPassword')({ component: StandalonePlaceholderPage });
