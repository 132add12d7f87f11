import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/features/placeholder/placeholder-page';

export const Route = createFileRoute('/_app/user/checkDetail/$orgName/$id')({ component: PlaceholderPage });
