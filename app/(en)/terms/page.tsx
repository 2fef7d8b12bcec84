import { TERMS_PAGES } from "@/components/content/pages/terms";
import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute(TERMS_PAGES, "/terms");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
