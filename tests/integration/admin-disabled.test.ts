import { describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/admin/summary/route";
import { GET as usersRoute } from "@/app/api/admin/users/route";
import { adminFromCookie } from "@/lib/admin/access";
import { jsonRequest, signUp } from "../helpers/requests";

// No ADMIN_EMAILS: the console does not exist, for anyone.
delete process.env.ADMIN_EMAILS;

describe("without ADMIN_EMAILS", () => {
  it("answers 404 to every signed-in caller, and no sign-in hands out the console's cookie", async () => {
    const { token, email } = await signUp("operator@example.com");
    expect((await summaryRoute(jsonRequest("/api/admin/summary", { method: "GET", token }))).status).toBe(404);
    expect((await usersRoute(jsonRequest(`/api/admin/users?email=${email}`, { method: "GET", token }))).status).toBe(404);

    const { POST } = await import("@/app/api/auth/google/route");
    const { issueLocalIdToken } = await import("@/lib/auth/local-issuer");
    const answer = await POST(jsonRequest("/api/auth/google", { body: { idToken: await issueLocalIdToken({ email }) } }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toBeNull();

    // Even the cookie of an operator from before names no operator: the page (app/admin/page.tsx) is the not-found page.
    expect(await adminFromCookie(token)).toBeNull();
  });
});
