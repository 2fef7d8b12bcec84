import { ABOUT } from "@/components/content/pages/about";
import { staticPageRoute } from "@/components/content/pages/static-page";

// Prerendered for the layout's five languages; any other first segment is not a page.
export const dynamicParams = false;

const route = staticPageRoute(ABOUT, "/about");

export const generateMetadata = route.translatedMetadata;
export default route.TranslatedPage;
