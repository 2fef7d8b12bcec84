import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute("faq", "/faq");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
