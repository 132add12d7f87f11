import { USER_TYPE } from '@sddp/shared';

const ROLE_KEYS = {
  '10': 'ui.user.role.10',
  '20': 'ui.user.role.20',
  '30': 'ui.user.role.30',
  '50': 'ui.user.role.50',
  '80': 'ui.user.role.80',
  '90': 'ui.user.role.90',
} as const;

/** The catalogue key of an account category (userRole), or undefined for a code the spec does not name. */
export const userRoleLabelKey = (userRole: string) => ROLE_KEYS[userRole as keyof typeof ROLE_KEYS];

/** Spec §2.18 review type (organisation 53 only): 'owner final review' for userType 90, else 'professional review'. */
export const reviewTypeLabelKey = (userType: string) =>
  userType === USER_TYPE.ownerFinalReview ? 'ui.user.review.final' : 'ui.user.review.professional';
