import { questionSchema } from "@/lib/readings/interpret-request";
import { z } from "@/lib/zod";

/** The follow-up call's body (docs/product.md#follow-up-routes): a question under the same rules as a reading's. */
export const followUpRequestSchema = z.object({ question: questionSchema });
export type FollowUpRequest = z.infer<typeof followUpRequestSchema>;
