import { FAQ } from "@/components/content/pages/faq";
import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute(FAQ, "/faq");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
