import { CHECK_IN_DAYS } from "@/lib/domain/vocabularies";
import type { checkInRequestSchema, CheckInReminderRequest } from "@/lib/notifications/check-in-request";
import { notificationSettingsSchema, type NotificationPreferences, type NotificationSettings } from "@/lib/notifications/preferences-request";
import { checkInAnswerSchema, type CheckInAnswer } from "@/lib/readings/check-in-response";
import { z } from "@/lib/zod";
import type { ApiResult } from "../api-result";
import { callApi } from "./call";

/** GET /api/notifications: the reader's preferences, and whether mail and push can be sent here. */
export function getNotificationSettings(): Promise<ApiResult<{ data: NotificationSettings }>> {
  return callApi("/api/notifications", { cache: "no-store", answer: notificationSettingsSchema });
}

/** PUT /api/notifications: replaces the preferences; answers what was kept. */
export function saveNotificationPreferences(preferences: NotificationPreferences): Promise<ApiResult<{ data: NotificationSettings }>> {
  return callApi("/api/notifications", { method: "PUT", json: preferences, cache: "no-store", answer: notificationSettingsSchema });
}

const reminderAnswerSchema = z.object({
  checkIn: z.object({ inDays: z.union(CHECK_IN_DAYS.map((days) => z.literal(days))), runAt: z.string(), channels: z.array(z.enum(["email", "push"])) }),
});
export type CheckInReminderAnswer = z.infer<typeof reminderAnswerSchema>["checkIn"];

/** POST /api/readings/:id/check-in-reminder: 'Ask me in 7 / 14 / 30 days what happened'. */
export function askForCheckIn(readingId: string, request: CheckInReminderRequest): Promise<ApiResult<{ data: { checkIn: CheckInReminderAnswer } }>> {
  return callApi(`/api/readings/${encodeURIComponent(readingId)}/check-in-reminder`, { method: "POST", json: request, cache: "no-store", answer: reminderAnswerSchema });
}

const savedCheckInSchema = z.object({ checkIn: checkInAnswerSchema });

/** PUT /api/readings/:id/check-in: what happened, whether the reading helped, and a note; answers what was kept. */
export function saveCheckIn(readingId: string, answer: z.input<typeof checkInRequestSchema>): Promise<ApiResult<{ data: { checkIn: CheckInAnswer } }>> {
  return callApi(`/api/readings/${encodeURIComponent(readingId)}/check-in`, { method: "PUT", json: answer, cache: "no-store", answer: savedCheckInSchema });
}

