import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";
import { publicPaths } from "@/lib/public-pages";

export default function sitemap(): MetadataRoute.Sitemap {
  const { appUrl } = getConfig();
  return publicPaths().map((path) => ({
    url: `${appUrl}${path === "/" ? "" : path}`,
    changeFrequency: path.startsWith("/cards/") ? "yearly" : "monthly",
    priority: path === "/" ? 1 : path.startsWith("/cards/") ? 0.8 : 0.5,
  }));
}
