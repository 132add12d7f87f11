import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/features/placeholder/placeholder-page';

export const Route = createFileRoute('/_app/message/announcement')({ component: PlaceholderPage });
