import { PRIVACY_PAGES } from "@/components/content/pages/privacy";
import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute(PRIVACY_PAGES, "/privacy");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
