import { ERROR_CODE, ORG_ID, ORG_TYPE } from '@sddp/shared';
import { AppError } from '../errors';

/** The platform's own organisation (orgType '50'; organisation 1 in the spec's data). */
export const isOperatingOrg = (org: { id: number; orgType: string }) => org.id === ORG_ID.operating || org.orgType === ORG_TYPE.operating;

export const operatingOrgProtected = () => new AppError(ERROR_CODE.forbidden, 'error.operatingOrgProtected');
