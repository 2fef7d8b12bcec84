import { ABOUT } from "@/components/content/pages/about";
import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute(ABOUT, "/about");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
