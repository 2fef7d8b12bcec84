import { staticPageRoute } from "@/components/content/pages/static-page";

const route = staticPageRoute("terms", "/terms");

export const generateMetadata = route.englishMetadata;
export default route.EnglishPage;
