import { createFileRoute } from '@tanstack/react-router';
import { UserDetailMissing } from '@/features/user/detail/user-detail-missing';

export const Route = createFileRoute('/_app/user/checkDetail/')({ component: UserDetailMissing });
