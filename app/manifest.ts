import type { MetadataRoute } from "next";
import { messagesFor } from "@/languages";
import { getConfig } from "@/lib/config";

/** The web app manifest (`/manifest.webmanifest`): name, colours and home-screen icons. */
export default function manifest(): MetadataRoute.Manifest {
  const { appName } = getConfig();
  return {
    name: `${appName}: AI Tarot Readings`,
    short_name: appName,
    description: messagesFor("en").site.description,
    start_url: "/",
    display: "standalone",
    background_color: "#120c24",
    theme_color: "#120c24",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
