import * as z from 'zod/mini';

/** A row of the DHMC list (spec §2.22): a delivery project, its DHMC people and the contracts handed over to DHMC. */
export const dhmcProjectRowSchema = z.object({
  projectId: z.number(),
  projectName: z.string(),
  projectNameEn: z.string(),
  dhmcCount: z.number(),
  /** Equipment contracts whose data was handed over to DHMC (the device domain's record). */
  handedOver: z.number(),
});
export type DhmcProjectRow = z.infer<typeof dhmcProjectRowSchema>;

/** One of the DHMC party's people on a project: the account, its discipline there and when it joined. */
export const dhmcPersonRowSchema = z.object({
  userId: z.number(),
  linkman: z.string(),
  userCode: z.string(),
  email: z.string(),
  linkPhone: z.string(),
  /** The discipline (专业) the person covers on this project. */
  zhuanye: z.string(),
  orgName: z.string(),
  createTime: z.string(),
});
export type DhmcPersonRow = z.infer<typeof dhmcPersonRowSchema>;
