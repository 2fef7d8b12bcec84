import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute("privacy", "/privacy");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
