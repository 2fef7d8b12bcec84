import { lookUpCustomers } from "@/lib/admin/customer";
import { AppError } from "@/lib/errors";
import { jsonResponse } from "@/lib/http/respond";
import { operatorRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** `?email=`: the accounts with that e-mail, as the console shows a customer (never their readings). */
export const GET = operatorRoute("/api/admin/users", async ({ request }) => {
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  if (email === "") throw new AppError("invalid_request", "Invalid email: give the customer's e-mail address");
  return jsonResponse({ customers: await lookUpCustomers(email) });
});
