import { z } from 'zod';

/** GET /api/pendingids: the review queue's receipt ids, oldest first. */
export const pendingIdsAnswer = z.array(z.number());
