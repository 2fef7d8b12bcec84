import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute("about", "/about");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
