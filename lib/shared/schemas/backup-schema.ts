// What `npm run backup` sends the running server (POST /api/internal/backup): where to write the file.
import { z } from 'zod';

export const backupRequestSchema = z.object({
  to: z
    .string()
    .min(2)
    .max(4096)
    .refine((file) => file.startsWith('/') && !file.includes('\0'), 'to must be an absolute path'),
});
