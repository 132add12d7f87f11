import { ERROR_CODE } from '@sddp/shared';
import { AppError } from '#kit/errors';

export { isOperatingOrg } from '@sddp/shared';

export const operatingOrgProtected = () => new AppError(ERROR_CODE.forbidden, 'error.operatingOrgProtected');
