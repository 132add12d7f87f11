import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/password/reset-password-page';

export const Route = createFileRoute('/resetPassword')({ component: ResetPasswordPage });
