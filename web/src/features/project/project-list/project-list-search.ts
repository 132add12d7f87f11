import { z } from 'zod';
import { listSearchSchema } from '@/components/data-table';

export const projectListSearchSchema = listSearchSchema({
  projectName: z.coerce.string().optional().catch(undefined),
});

export type ProjectListSearch = z.output<typeof projectListSearchSchema>;
