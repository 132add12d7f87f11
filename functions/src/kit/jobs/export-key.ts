/** Where exports are written: one object per job, deleted by the bucket's lifecycle rule after a day. */
export const exportKey = (userId: number, jobId: string) => `exports/${userId}/${jobId}.xlsx`;
