import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";

export default function robots(): MetadataRoute.Robots {
  const { appUrl } = getConfig();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/dev/", "/auth/", "/stripe/", "/maintenance"] }],
    sitemap: `${appUrl}/sitemap.xml`,
  };
}
