/**
 * Debian's Chromium for every Playwright suite (never a downloaded browser). Without these flags
 * Chromium keeps trying to reach Google's hosts, which this network refuses.
 */
export const debianChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};
