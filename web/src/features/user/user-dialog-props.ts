import type { UserRow } from '@sddp/shared';

/**
 * What the organisation user-management page gives a row dialog it does not own (project management,
 * audit management): the features that own them declare the same shape, and the route wires them in.
 */
export interface UserDialogProps {
  user: UserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
